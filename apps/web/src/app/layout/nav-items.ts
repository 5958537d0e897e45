import type { ContentType } from '@/lib/content-type-store';
import type { IconName } from './nav-icons';

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
  /** Movies and Tvshow both open `/` and choose which catalogue Home shows. */
  contentType?: ContentType;
}

/** The navigation, in its order (docs/product/routes.md). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: 'home' },
  { label: 'Search', to: '/search', icon: 'search' },
  { label: 'Movies', to: '/', icon: 'movies', contentType: 'movies' },
  { label: 'Tvshow', to: '/', icon: 'tv', contentType: 'tv' },
  { label: 'Anime', to: '/anime', icon: 'anime' },
  { label: 'Kdrama', to: '/kdrama', icon: 'kdrama' },
  { label: 'AI', to: '/chat', icon: 'chat' },
  { label: 'Directors', to: '/directors', icon: 'directors' },
  { label: 'Watchlist', to: '/watchlist', icon: 'watchlist' },
  { label: 'Lists', to: '/lists', icon: 'lists' },
  { label: 'Calendar', to: '/calendar', icon: 'calendar' },
  { label: 'Profile', to: '/profile', icon: 'profile' },
  { label: 'Fun', to: '/fun', icon: 'fun' },
];

/** A phone's bottom bar fits four items next to 'More'; the rest live in the More drawer. */
const BAR_LABELS = new Set(['Home', 'Search', 'AI', 'Watchlist']);
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
