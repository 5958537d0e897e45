import type { ContentType } from '@/lib/content-type-store';
import type { MessageKey } from '@/lib/i18n';
import type { IconName } from './nav-icons';

export interface NavItem {
  /** Its name in the shell's catalogue (`common`). */
  label: MessageKey<'common'>;
  to: string;
  icon: IconName;
  /** Movies and Tvshow both open `/` and choose which catalogue Home shows. */
  contentType?: ContentType;
}

/** The navigation, in its order (docs/product/routes.md). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'navHome', to: '/', icon: 'home' },
  { label: 'navSearch', to: '/search', icon: 'search' },
  { label: 'navMovies', to: '/', icon: 'movies', contentType: 'movies' },
  { label: 'navTvshow', to: '/', icon: 'tv', contentType: 'tv' },
  { label: 'navAnime', to: '/anime', icon: 'anime' },
  { label: 'navKdrama', to: '/kdrama', icon: 'kdrama' },
  { label: 'navAi', to: '/chat', icon: 'chat' },
  { label: 'navDirectors', to: '/directors', icon: 'directors' },
  { label: 'navWatchlist', to: '/watchlist', icon: 'watchlist' },
  { label: 'navLists', to: '/lists', icon: 'lists' },
  { label: 'navCalendar', to: '/calendar', icon: 'calendar' },
  { label: 'navProfile', to: '/profile', icon: 'profile' },
  { label: 'navFun', to: '/fun', icon: 'fun' },
];

/** A phone's bottom bar fits four items next to 'More'; the rest live in the More drawer. */
const BAR_LABELS = new Set<NavItem['label']>(['navHome', 'navSearch', 'navAi', 'navWatchlist']);
export const BAR_ITEMS = NAV_ITEMS.filter((item) => BAR_LABELS.has(item.label));
export const DRAWER_ITEMS = NAV_ITEMS.filter((item) => !BAR_LABELS.has(item.label));

/**
 * How an item relates to where the user is: 'page' for the page itself; 'selection' for the Movies/Tvshow item
 * matching the catalogue Home shows; null otherwise.
 */
export function currentness(
  item: NavItem,
  pathname: string,
  contentType: ContentType,
): 'page' | 'selection' | null {
  if (item.contentType) return pathname === '/' && item.contentType === contentType ? 'selection' : null;
  if (item.to === '/') return pathname === '/' ? 'page' : null;
  return pathname === item.to || pathname.startsWith(`${item.to}/`) ? 'page' : null;
}
