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
