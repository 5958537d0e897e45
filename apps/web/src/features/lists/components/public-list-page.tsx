import type { PublicCustomList } from '@kinora/domain';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/skeleton';
import { StatusMessage } from '@/components/status-message';
import { useT } from '@/lib/i18n';
import { titleHref } from '@/lib/links';
import { useSession } from '@/lib/session';
import { usePublicList } from '../api/lists-api';

/** /l/:slug (docs/product/lists.md): a public list, for anyone with its link, signed in or not. */
export function PublicListPage({ slug }: { slug: string }) {
  const t = useT('lists');
  const { user } = useSession();
  const list = usePublicList(slug);
  return (
    <div className="min-h-dvh">
      {!user && <VisitorHeader />}
      {list.isPending ? (
        <PublicListSkeleton />
      ) : list.isError ? (
        list.error.data?.httpStatus === 404 ? (
          <StatusMessage
            title={t('unavailableTitle')}
            description={t('unavailableHint')}
            action={
              <Link to="/" className="btn-ghost">
                {t('goToKinora')}
              </Link>
            }
          />
        ) : (
          <StatusMessage
            title={t('listLoadFailed')}
            description={t('checkConnection')}
            action={
              <button type="button" className="btn-primary" onClick={() => void list.refetch()}>
                {t('tryAgain')}
              </button>
            }
          />
        )
      ) : (
        <PublicList list={list.data} canOpenTitles={user !== null} />
      )}
    </div>
  );
}

/** Signed-out visitors get no navigation: the logo leads to Kinora, and they are invited to join. */
function VisitorHeader() {
  const t = useT('lists');
  return (
    <header className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 sm:px-6">
      <Link to="/" aria-label={t('kinoraHome')}>
        <Logo className="h-8 w-auto" />
      </Link>
      <Link to="/signup" className="btn-primary min-h-9 px-4">
        {t('signUpFree')}
      </Link>
    </header>
  );
}

function PublicList({ list, canOpenTitles }: { list: PublicCustomList; canOpenTitles: boolean }) {
  const t = useT('lists');
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('publicListDocumentTitle', { name: list.name, owner: list.owner })}</title>
      <h1 className="text-3xl font-bold tracking-tight break-words">{list.name}</h1>
      <p className="mt-1 text-sm text-muted">{t('listBy', { owner: list.owner })}</p>
      {list.description && <p className="mt-3 whitespace-pre-line break-words">{list.description}</p>}
      {list.items.length === 0 ? (
        <p className="mt-10 text-center text-lg text-muted">{t('publicListEmpty')}</p>
      ) : (
        <ol aria-label={t('titlesOn', { name: list.name })} className="mt-6 grid gap-3">
          {list.items.map((item, index) => (
            <li
              key={`${item.media_type}-${item.id}`}
              className="flex gap-3 rounded-xl border border-line bg-surface p-3"
            >
              <CatalogueImage
                path={item.image}
                alt=""
                className="aspect-[2/3] w-16 shrink-0 rounded-md sm:w-20"
              />
              <div className="min-w-0">
                <p className="text-xs text-muted">
                  {t('itemKind', { position: index + 1, type: item.media_type })}
                </p>
                {canOpenTitles ? (
                  <Link
                    to={titleHref(item.media_type, item.id, item.title)}
                    className="font-semibold hover:text-accent"
                  >
                    {item.title}
                  </Link>
                ) : (
                  <p className="font-semibold">{item.title}</p>
                )}
                {item.note && (
                  <p className="mt-1 text-sm whitespace-pre-line break-words text-muted">{item.note}</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PublicListSkeleton() {
  const t = useT('lists');
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <div role="status" aria-label={t('loading')} className="grid gap-3">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    </section>
  );
}
