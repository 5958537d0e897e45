import { PosterSkeletons } from '@/components/skeleton';
import { useWatchlist } from '../api/watchlist-api';
import { useWatchlistView } from '../hooks/use-watchlist-view';
import { canShowLess, canShowMore, countsByType, emptyMessage, itemsOfType } from '../watchlist-rules';
import { WatchlistCard } from './watchlist-card';
import { WatchlistTypeSelect, WatchlistTypeSidebar } from './watchlist-type-switch';

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5';
const SKELETON_CARDS = 10;
/** About the first row on a wide screen. */
const EAGER_CARDS = 5;

/** /watchlist (PRODUCT.md section 2, Watchlist). */
export function WatchlistPage() {
  const watchlist = useWatchlist();
  const view = useWatchlistView();
  const items = watchlist.data ?? [];
  const ofType = itemsOfType(items, view.type);
  const counts = watchlist.data ? countsByType(watchlist.data) : null;
  const message = emptyMessage(items, view.type);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[12rem_1fr] lg:gap-8 lg:py-10">
      <title>Watchlist - Kinora</title>
      <WatchlistTypeSidebar type={view.type} counts={counts} onChange={view.changeType} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight">{`${view.type} Watchlist`}</h1>
          <WatchlistTypeSelect type={view.type} counts={counts} onChange={view.changeType} />
        </div>
        {watchlist.isPending ? (
          <PosterSkeletons count={SKELETON_CARDS} className={`mt-6 ${GRID}`} />
        ) : watchlist.isError ? (
          <p role="alert" className="mt-10 text-center font-medium text-danger">
            Failed to fetch watchlist. Try again later.
          </p>
        ) : message ? (
          <p className="mt-16 text-center text-lg text-muted">{message}</p>
        ) : (
          <>
            <ul aria-label={`${view.type} entries`} className={`mt-6 ${GRID}`}>
              {ofType.slice(0, view.visible).map((item, index) => (
                <li key={`${item.type}-${item.id}-${item.season ?? ''}-${item.episode ?? ''}`}>
                  <WatchlistCard item={item} eager={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
            {(canShowMore(view.visible, ofType.length) || canShowLess(view.visible)) && (
              <div className="mt-6 flex justify-center gap-3">
                {canShowLess(view.visible) && (
                  <button type="button" className="btn-ghost" onClick={view.showLess}>
                    Load Less
                  </button>
                )}
                {canShowMore(view.visible, ofType.length) && (
                  <button type="button" className="btn-ghost" onClick={view.showMore}>
                    Load More
                  </button>
                )}
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
