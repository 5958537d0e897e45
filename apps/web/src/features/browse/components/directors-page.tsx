import { LoadMoreButton } from '@/components/load-more-button';
import { Skeleton } from '@/components/skeleton';
import { useDirectors } from '../api/use-directors';
import { useDirectorsCount } from '../hooks/use-directors-count';
import { DirectorCard } from './director-card';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';
/** The first row on the widest grid loads at once; the rest wait until they scroll near. */
const EAGER_CARDS = 4;

/** /directors (PRODUCT.md section 2, Top Directors). */
export function DirectorsPage() {
  const directors = useDirectors();
  const { count, showMore } = useDirectorsCount();
  const list = directors.data ?? [];
  const remaining = Math.max(list.length - count, 0);

  return (
    <section className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
      <title>Top Directors - Kinora</title>
      <h1 className="text-3xl font-bold tracking-tight">Top Directors</h1>
      {directors.isPending ? (
        <div role="status" aria-label="Loading directors" className={`mt-6 ${GRID}`}>
          {Array.from({ length: count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
            <div key={i} className="rounded-xl border border-line bg-surface p-2">
              <Skeleton className="aspect-[2/3] w-full" />
              <Skeleton className="mx-auto mt-2 mb-1 h-4 w-2/3" />
            </div>
          ))}
        </div>
      ) : !directors.data ? (
        <div role="alert" className="mt-16 text-center">
          <p className="text-lg font-semibold text-danger">Failed to fetch directors</p>
          <button type="button" className="btn-primary mt-4" onClick={() => window.location.reload()}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          <ul aria-label="Directors" className={`mt-6 ${GRID}`}>
            {list.slice(0, count).map((director, index) => (
              <li key={director.id}>
                <DirectorCard director={director} eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
          {remaining > 0 && (
            <LoadMoreButton
              label={`Load More (${remaining} remaining)`}
              busy={directors.isFetching}
              onClick={() => showMore(list.length)}
            />
          )}
        </>
      )}
    </section>
  );
}
