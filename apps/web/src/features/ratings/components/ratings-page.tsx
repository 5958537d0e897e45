import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/skeleton';
import { useT } from '@/lib/i18n';
import { wholeNumberParam } from '@/lib/query-params';
import { useRatingsPage } from '../api/ratings-api';
import { RatingRow } from './rating-row';

const SKELETON_ROWS = 4;
/** About the first screen on a phone. */
const EAGER_ROWS = 3;

/** /profile/ratings (docs/product/ratings.md): every rating and review, newest first, a page at a time. */
export function RatingsPage() {
  const t = useT('ratings');
  const [params, setParams] = useSearchParams();
  const page = wholeNumberParam(params.get('page')) ?? 1;
  const ratings = useRatingsPage(page);
  const data = ratings.data;
  const isPastEnd = data !== undefined && data.ratings.length === 0 && page > data.totalPages;

  // Removing the last rating of the last page (or an old link) leaves an empty page: show the last one there is.
  useEffect(() => {
    if (isPastEnd && data) setParams(pageParams(data.totalPages), { replace: true });
  }, [isPastEnd, data, setParams]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('documentTitle')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('heading')}</h1>
        {data && data.total > 0 && (
          <p className="text-sm text-muted">{t('ratingsCount', { count: data.total })}</p>
        )}
      </div>
      {ratings.isPending ? (
        <RatingSkeletons />
      ) : ratings.isError ? (
        <div className="mt-10 space-y-4 text-center">
          <p role="alert" className="font-medium text-danger">
            {t('loadFailed')}
          </p>
          <button type="button" className="btn-ghost" onClick={() => void ratings.refetch()}>
            {t('tryAgain')}
          </button>
        </div>
      ) : !data ? null : data.total === 0 ? (
        <div data-testid="empty-ratings" className="mt-16 space-y-4 text-center">
          <p className="text-lg text-muted">{t('emptyTitle')}</p>
          <p className="text-sm text-muted">{t('emptyHint')}</p>
          <Link to="/" className="btn-ghost">
            {t('findSomethingToRate')}
          </Link>
        </div>
      ) : (
        <>
          <ul aria-label={t('heading')} aria-busy={ratings.isPlaceholderData} className="mt-6 space-y-3">
            {data.ratings.map((rating, index) => (
              <li key={`${rating.type}-${rating.id}-${rating.season ?? ''}-${rating.episode ?? ''}`}>
                <RatingRow rating={rating} eager={index < EAGER_ROWS} />
              </li>
            ))}
          </ul>
          {data.totalPages > 1 && <Pages page={data.page} totalPages={data.totalPages} />}
        </>
      )}
    </section>
  );
}

const pageParams = (page: number) => (page > 1 ? { page: String(page) } : ({} as Record<string, string>));

/** Previous and Next, with where the viewer is. */
function Pages({ page, totalPages }: { page: number; totalPages: number }) {
  const t = useT('ratings');
  const to = (target: number) => {
    const search = new URLSearchParams(pageParams(target)).toString();
    return search ? `?${search}` : '?';
  };
  return (
    <nav aria-label={t('pagesLabel')} className="mt-6 flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className="btn-ghost" rel="prev">
          {t('previousPage')}
        </Link>
      ) : (
        <span aria-hidden="true" className="btn-ghost pointer-events-none opacity-50">
          {t('previousPage')}
        </span>
      )}
      <p className="text-sm text-muted" aria-current="page">
        {t('pageOf', { page, total: totalPages })}
      </p>
      {page < totalPages ? (
        <Link to={to(page + 1)} className="btn-ghost" rel="next">
          {t('nextPage')}
        </Link>
      ) : (
        <span aria-hidden="true" className="btn-ghost pointer-events-none opacity-50">
          {t('nextPage')}
        </span>
      )}
    </nav>
  );
}

function RatingSkeletons() {
  const t = useT('ratings');
  return (
    <div role="status" aria-label={t('loading')} className="mt-6 space-y-3">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
        <div key={i} className="flex gap-3 rounded-xl border border-line p-3 sm:gap-4 sm:p-4">
          <Skeleton className="aspect-[2/3] w-20 sm:w-24" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-12 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
