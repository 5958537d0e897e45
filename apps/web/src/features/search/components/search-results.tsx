import { SEARCH, type SearchType } from '@kinora/domain';
import { Link } from 'react-router';
import { LoadMoreButton } from '@/components/load-more-button';
import { PosterCard } from '@/components/poster-card';
import { PosterSkeletons } from '@/components/skeleton';
import { useSearchResults } from '../api/search-queries';

const GRID_CLASSES = 'grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5';

const TYPE_NAMES: Readonly<Record<SearchType, string>> = {
  movie: 'movies',
  tv: 'TV shows',
  person: 'people',
};

interface SearchResultsProps {
  type: SearchType;
  /** Null while the debounce has not yet settled on a query. */
  query: string | null;
  /** Only titles streaming on the viewer's services (docs/product/my-services.md). */
  onMyServices?: boolean;
}

/** The result grid of one search; render it keyed by type and query so each search starts at its first page. */
export function SearchResults({ type, query, onMyServices = false }: SearchResultsProps) {
  return (
    <section aria-labelledby="search-results-heading" className="mt-8">
      <h2 id="search-results-heading" className="mb-4 text-lg font-semibold sm:text-xl">
        Results{query && <span className="font-normal text-muted"> for “{query}”</span>}
      </h2>
      {query === null ? (
        <PosterSkeletons count={SEARCH.RESULTS.INITIAL} className={GRID_CLASSES} />
      ) : (
        <ResultGrid type={type} query={query} onMyServices={onMyServices} />
      )}
    </section>
  );
}

function ResultGrid({
  type,
  query,
  onMyServices,
}: {
  type: SearchType;
  query: string;
  onMyServices: boolean;
}) {
  const results = useSearchResults(type, query, onMyServices);

  if (results.isPending) return <PosterSkeletons count={SEARCH.RESULTS.INITIAL} className={GRID_CLASSES} />;
  if (results.hasFailed) {
    return (
      <div role="alert" className="rounded-xl border border-line bg-surface px-4 py-10 text-center">
        <p className="font-medium">The search could not be completed.</p>
        <button type="button" className="btn-ghost mt-4" onClick={results.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (results.isEmpty && onMyServices) {
    return (
      <div
        role="status"
        className="rounded-xl border border-dashed border-line px-4 py-10 text-center text-muted"
      >
        <p>
          No {TYPE_NAMES[type]} on your services for “{query}”.{' '}
          <Link to="/profile" className="link-inline">
            Choose your services
          </Link>
        </p>
        {results.canLoadMore && (
          <button type="button" className="btn-ghost mt-4" onClick={results.loadMore}>
            Search further
          </button>
        )}
      </div>
    );
  }
  if (results.isEmpty) {
    return (
      <p
        role="status"
        className="rounded-xl border border-dashed border-line px-4 py-10 text-center text-muted"
      >
        No {TYPE_NAMES[type]} found for “{query}”. Try another spelling, or search another type.
      </p>
    );
  }
  return (
    <>
      <ul className={GRID_CLASSES}>
        {results.cards.map((card) => (
          <li key={card.id}>
            <PosterCard href={card.href} title={card.name} imagePath={card.imagePath} meta={card.meta} />
          </li>
        ))}
      </ul>
      {results.canLoadMore && <LoadMoreButton onClick={results.loadMore} busy={results.isLoadingMore} />}
    </>
  );
}
