import { SESSION_KEYS, WATCHLIST, type WatchlistItem } from '@kinora/domain';
import { useRef } from 'react';
import { Link } from 'react-router';
import { OnMyServicesToggle } from '@/components/on-my-services-toggle';
import { OutlineIcon } from '@/components/outline-icon';
import { PosterSkeletons } from '@/components/skeleton';
import { useT } from '@/lib/i18n';
import { sessionStore } from '@/lib/storage';
import { useOnMyServices } from '@/lib/use-on-my-services';
import { useShowMore } from '@/lib/use-show-more';
import { useStoredItem } from '@/lib/use-stored-item';
import { useWatchlist } from '../api/watchlist-api';
import {
  countsByType,
  emptyMessage,
  itemsOfType,
  readWatchlistType,
  TYPE_TEXTS,
  type WatchlistType,
} from '../utils/watchlist-rules';
import { WatchlistCard } from './watchlist-card';
import { WatchlistTypeSelect, WatchlistTypeSidebar } from './watchlist-type-switch';

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5';
const SKELETON_CARDS = 10;
/** About the first row on a wide screen. */
const EAGER_CARDS = 5;

/** /watchlist (docs/product/watch-later.md). */
export function WatchlistPage() {
  const t = useT('watchlist');
  const services = useOnMyServices();
  const watchlist = useWatchlist(services.isOn);
  const items = watchlist.data ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  const view = useWatchlistView(items, () => bringIntoView(heading.current));
  const counts = watchlist.data ? countsByType(watchlist.data) : null;
  const message = emptyMessage(items, view.type);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[12rem_1fr] lg:gap-8 lg:py-10">
      <title>{t('documentTitle')}</title>
      <WatchlistTypeSidebar type={view.type} counts={counts} onChange={view.changeType} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 ref={heading} className="scroll-mt-4 text-3xl font-bold tracking-tight">
            {t(TYPE_TEXTS[view.type].heading)}
          </h1>
          <WatchlistTypeSelect type={view.type} counts={counts} onChange={view.changeType} />
        </div>
        <div className="mt-4">
          <OnMyServicesToggle isOn={services.isOn} onChange={services.set} />
        </div>
        {watchlist.isPending ? (
          <PosterSkeletons count={SKELETON_CARDS} className={`mt-6 ${GRID}`} />
        ) : watchlist.isError ? (
          <p role="alert" className="mt-10 text-center font-medium text-danger">
            {t('loadFailed')}
          </p>
        ) : items.length === 0 && services.isOn ? (
          <p role="status" className="mt-16 text-center text-lg text-muted">
            {t('nothingOnMyServices')}{' '}
            <Link to="/profile" className="link-inline">
              {t('chooseServices')}
            </Link>
          </p>
        ) : items.length === 0 ? (
          <div data-testid="empty-watchlist" className="mt-16 flex flex-col items-center gap-4 text-center">
            <PopcornIcon />
            <p className="text-lg text-muted">{message}</p>
          </div>
        ) : message ? (
          <p className="mt-16 text-center text-lg text-muted">{message}</p>
        ) : (
          <>
            <ul aria-label={t(TYPE_TEXTS[view.type].entries)} className={`mt-6 ${GRID}`}>
              {view.entries.slice(0, view.cards.shown).map((item, index) => (
                <li key={`${item.type}-${item.id}-${item.season ?? ''}-${item.episode ?? ''}`}>
                  <WatchlistCard item={item} eager={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
            {(view.cards.hasMore || view.cards.hasLess) && (
              <div className="mt-6 flex justify-center gap-3">
                {view.cards.hasLess && (
                  <button type="button" className="btn-ghost" onClick={view.cards.less}>
                    {t('loadLess')}
                  </button>
                )}
                {view.cards.hasMore && (
                  <button type="button" className="btn-ghost" onClick={view.cards.more}>
                    {t('loadMore')}
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

/**
 * Which half of the list shows (remembered for the session) and how many of its cards: 10 at first, Load More
 * adds 5, Load Less takes 5 away but never goes under 10; changing the type starts again at 10.
 */
function useWatchlistView(items: readonly WatchlistItem[], onTypeChanged: () => void) {
  const [storedType, rememberType] = useStoredItem(sessionStore, SESSION_KEYS.WATCHLIST_TYPE);
  const type = readWatchlistType(storedType);
  const entries = itemsOfType(items, type);
  const cards = useShowMore(WATCHLIST, { total: entries.length });
  return {
    type,
    /** The entries of the chosen type, and how many of them show. */
    entries,
    cards,
    changeType(next: WatchlistType) {
      rememberType(next);
      cards.reset();
      onTypeChanged();
    },
  };
}

/**
 * After a switch of type from the sticky sidebar far down a long list, the page would stay scrolled there, past
 * the new (often shorter) list and its heading: it goes back up to the heading, and only when that is out of view.
 */
function bringIntoView(element: HTMLElement | null) {
  if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
}

/** A bucket of popcorn for the empty list. */
function PopcornIcon() {
  return (
    <OutlineIcon className="size-16 text-accent" strokeWidth={1.5}>
      <path d="M5 9h14l-1.8 11.2a1 1 0 0 1-1 .8H7.8a1 1 0 0 1-1-.8z" />
      <path d="M9.5 9l.6 12M14.5 9l-.6 12" />
      <path d="M5.5 9a2.5 2.5 0 0 1 2.2-3.7 3 3 0 0 1 4.3-2 3 3 0 0 1 4.3 2A2.5 2.5 0 0 1 18.5 9" />
    </OutlineIcon>
  );
}
