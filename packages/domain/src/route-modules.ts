/**
 * The web app keeps one module per page path, named after it (`/tv/details` is routes/tv-details.tsx). The API
 * preloads a page's module with the page; the web app loads it before its first render.
 */
const HOME_ROUTE = 'home';

/**
 * The route module's name for a page path: `/` is home, `/profile/searchHistory` is profile-search-history. A
 * path with no module of that name (a list's `/l/:slug`, an unknown path) has no route module to load early.
 */
export function routeModuleName(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  if (!trimmed) return HOME_ROUTE;
  return trimmed
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/\//g, '-');
}

/**
 * The web app's catalogue namespaces (decision 016) each page shows, by route module: the page loads them with its
 * code, and the API preloads them with the page in the viewer's language. `common` is always loaded. The web app
 * checks every name against its catalogues (app/route-namespaces.ts).
 */
export const PAGE_NAMESPACES = {
  // The Coming up row's few texts are in home's catalogue: the calendar's whole catalogue is for /calendar.
  home: ['home'],
  anime: ['browse'],
  kdrama: ['browse'],
  directors: ['browse'],
  calendar: ['calendar'],
  'change-password': ['auth'],
  'forgot-password': ['auth'],
  login: ['auth'],
  'sign-up': ['auth'],
  chat: ['chat'],
  'contact-us': ['account'],
  fun: ['fun'],
  'fun-adult': ['fun'],
  'fun-flappy': ['game'],
  history: ['history'],
  'profile-chat-history': ['history'],
  'profile-search-history': ['history'],
  'profile-watch-history': ['history'],
  lists: ['lists'],
  'list-detail': ['lists'],
  'public-list': ['lists'],
  movie: ['title', 'ratings', 'lists', 'mark-watched'],
  'tv-details': ['title', 'ratings', 'lists', 'mark-watched'],
  watch: ['player'],
  notifications: ['alerts'],
  'person-details': ['person'],
  'profile-admin': ['admin'],
  'profile-admin-status': ['admin'],
  'profile-admin-user': ['admin'],
  'profile-change-password': ['account'],
  'profile-terms': ['account'],
  'verify-email': ['account'],
  profile: ['account', 'auth', 'my-services', 'notification-settings', 'profiles', 'language'],
  profiles: ['profiles'],
  'profile-ratings': ['ratings'],
  search: ['search'],
  watchlist: ['watchlist', 'my-services'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The signed-in shell's own catalogues, loaded with every page of the app: none. The shell's few texts (the bell,
 * the chat button and its box, the e-mail banner, the profile switch, Log out) are in `common`, so no page loads a
 * whole feature's catalogue for them; a shell part that waited for texts would blank the whole app, as it sits
 * outside the page's own Suspense. The palette is not here either: it loads its code when it may be wanted, and
 * waits for its texts behind its own fallback.
 */
export const SHELL_NAMESPACES = [] as const;

/** The page (a key of PAGE_NAMESPACES) at `pathname`: a public list's address (/l/<slug>) is public-list. */
export function pageNameOf(pathname: string): string {
  return pathname.startsWith('/l/') ? 'public-list' : routeModuleName(pathname);
}

/** The namespaces of the page at `pathname`. */
export function namespacesOfPage(pathname: string): readonly string[] {
  return (PAGE_NAMESPACES as Record<string, readonly string[]>)[pageNameOf(pathname)] ?? [];
}
