import { SEARCH, type SearchType } from '@kinora/domain';
import { Link } from 'react-router';
import { LoadMoreButton } from '@/components/load-more-button';
import { PosterCard } from '@/components/poster-card';
import { PosterSkeletons } from '@/components/skeleton';
import { useT } from '@/lib/i18n';
import { useSearchResults } from '../api/search-queries';

const GRID_CLASSES = 'grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5';

interface SearchResultsProps {
  type: SearchType;
  /** Null while the debounce has not yet settled on a query. */
  query: string | null;
  /** Only titles streaming on the viewer's services (docs/product/my-services.md). */
  onMyServices?: boolean;
}

/** The result grid of one search; render it keyed by type and query so each search starts at its first page. */
export function SearchResults({ type, query, onMyServices = false }: SearchResultsProps) {
  const t = useT('search');
  return (
    <section aria-labelledby="search-results-heading" className="mt-8">
      <h2 id="search-results-heading" className="mb-4 text-lg font-semibold sm:text-xl">
        {query ? t('resultsFor', { query }) : t('results')}
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
  const t = useT('search');
  const tc = useT('common');
  const results = useSearchResults(type, query, onMyServices);

  if (results.isPending) return <PosterSkeletons count={SEARCH.RESULTS.INITIAL} className={GRID_CLASSES} />;
  if (results.hasFailed) {
    return (
      <div role="alert" className="rounded-xl border border-line bg-surface px-4 py-10 text-center">
        <p className="font-medium">{t('searchFailed')}</p>
        <button type="button" className="btn-ghost mt-4" onClick={results.retry}>
          {tc('tryAgain')}
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
          {t('noneOnServices', { type, query })}{' '}
          <Link to="/profile" className="link-inline">
            {t('chooseServices')}
          </Link>
        </p>
        {results.canLoadMore && (
          <button type="button" className="btn-ghost mt-4" onClick={results.loadMore}>
            {t('searchFurther')}
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
        {t('noResults', { type, query })}
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
