import { Skeleton } from '@/components/skeleton';
import { useT } from '@/lib/i18n';
import { useMyLists } from '../api/lists-api';
import { CreateListForm } from './create-list-form';
import { ListOverviewRow } from './list-overview-row';

const SKELETON_ROWS = 3;

/** /lists (docs/product/lists.md): the viewer's own lists, and a form to make one. */
export function ListsPage() {
  const t = useT('lists');
  const lists = useMyLists();
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('listsDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('yourLists')}</h1>
      <p className="mt-2 text-muted">{t('listsIntro')}</p>
      <CreateListForm />
      {lists.isPending ? (
        <div role="status" aria-label={t('loading')} className="mt-6 grid gap-3">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : lists.isError ? (
        <div role="alert" className="mt-10 text-center">
          <p className="font-medium text-danger">{t('listsLoadFailed')}</p>
          <button type="button" className="btn-ghost mt-4" onClick={() => void lists.refetch()}>
            {t('tryAgain')}
          </button>
        </div>
      ) : lists.data.length === 0 ? (
        <p data-testid="no-lists" className="mt-10 text-center text-lg text-muted">
          {t('noLists')}
        </p>
      ) : (
        <ul aria-label={t('yourLists')} className="mt-6 grid gap-3">
          {lists.data.map((list) => (
            <ListOverviewRow key={list.id} list={list} />
          ))}
        </ul>
      )}
    </section>
  );
}
