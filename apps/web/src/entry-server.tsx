/**
 * The server's render of the first screen (decision 017): the API writes this markup into the page in place of the
 * splash, so the page paints its first screen before any script has arrived. Built on its own into dist-server/
 * (vite.server.config.ts), never into the public dist/.
 */
import { DEFAULT_LOCALE, isLocale, PSEUDO_LOCALE, type PublicUser, type RuntimeConfig } from '@kinora/domain';
import type { Messages } from '@lingui/core';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppTree } from '@/app/app-tree';
import { preloadRoute } from '@/app/route-modules';
import { preloadTitlePageSlots } from '@/app/title-page-slots';
import { ErrorBoundary } from '@/components/error-boundary';
import { LandingPage } from '@/features/landing/components/landing-page';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { addLoadedCatalog, i18n, type Namespace, type PageLocale } from '@/lib/i18n';
import type { Prefetched } from '@/lib/prefetched';

export interface FirstScreenRequest {
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
  /** The page's language, as the server chose it for `<html lang>`. */
  locale: string;
  user: PublicUser | null;
  config: RuntimeConfig;
  /** The answers the server embeds in the page (`kinora-prefetch`), seeded into the cache as the browser seeds them. */
  prefetched: readonly Prefetched[];
}

type CatalogModule = { default: Messages };

// Every catalogue of every language, compiled by the i18n-catalogs plugin: the server has no page to fetch them with.
const CATALOGS = import.meta.glob<CatalogModule>(['/src/locales/*.json', '/src/features/*/locales/*.json'], {
  eager: true,
});
const PSEUDO_CATALOGS = import.meta.glob<CatalogModule>(
  ['/src/locales/en.json', '/src/features/*/locales/en.json'],
  { eager: true, query: '?pseudo' },
);

function namespaceOfFile(file: string): Namespace {
  return (/\/features\/([\w-]+)\//.exec(file)?.[1] ?? 'common') as Namespace;
}

for (const [file, module] of Object.entries(CATALOGS)) {
  const locale = /\/([\w-]+)\.json$/.exec(file)?.[1];
  if (isLocale(locale)) addLoadedCatalog(namespaceOfFile(file), locale, module.default);
}
for (const [file, module] of Object.entries(PSEUDO_CATALOGS)) {
  addLoadedCatalog(namespaceOfFile(file), PSEUDO_LOCALE, module.default);
}

// Every page's module, loaded once at start, so no page suspends to its fallback: renderToString does not wait.
const ROUTE_NAMES = Object.keys(import.meta.glob(['./app/routes/*.tsx', '!./app/routes/*.test.tsx'])).map(
  (file) => /([\w-]+)\.tsx$/.exec(file)?.[1] ?? '',
);
i18n.activate(DEFAULT_LOCALE);
// A route module's name is its own path (routeModuleName('/tv-details') is tv-details).
await Promise.all([
  ...ROUTE_NAMES.map((name) => preloadRoute(`/${name}`)),
  // The title page's parts from other features, so a title page with its details embedded renders whole.
  preloadTitlePageSlots(),
]);

/** The landing's links do nothing here: the markup is inert until the browser's own render replaces it. */
function ignoreNavigation(): void {}

/**
 * The title, meta and link elements React puts first in its output, which the browser's render moves into <head>:
 * the served page has its own head, and a second <title> in the body is nothing a page should carry.
 */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/;

/**
 * What the app shows on every screen without it being the screen: React's markers and the toaster's empty
 * container. A screen of only these is a guard sending the visitor elsewhere (a signed-out visitor on a signed-in
 * page), which the browser's render does at once: the page keeps its splash meanwhile rather than a blank.
 */
const FRAME_ONLY = /<!--[^>]*-->|<div data-rht-toaster=""[^>]*><\/div>/g;

/** Where a part of the tree gave up on the server (an error, or a module or text that was not here). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The markup of the screen the browser's first render shows for this request: the landing for a signed-out
 * visitor on `/` (as src/bootstrap/bootstrap.tsx chooses), the app at this location for everyone else; '' when
 * the location only sends the visitor elsewhere. Synchronous, so concurrent requests never see each other's language. Throws when the screen cannot be rendered
 * whole: the page then keeps its splash.
 */
export function renderFirstScreen(request: FirstScreenRequest): string {
  const { pathname, search, user, config, prefetched } = request;
  const locale: PageLocale =
    request.locale === PSEUDO_LOCALE || isLocale(request.locale) ? request.locale : DEFAULT_LOCALE;
  i18n.activate(locale);
  const screen: ReactNode =
    user === null && pathname === '/' ? (
      <LandingPage onNavigate={ignoreNavigation} languageSwitcher={<LanguageSwitcher />} />
    ) : (
      <AppTree
        config={config}
        initialUser={user}
        prefetched={prefetched}
        Router={({ children }) => <StaticRouter location={`${pathname}${search}`}>{children}</StaticRouter>}
      />
    );
  const html = renderToString(
    <StrictMode>
      <ErrorBoundary>{screen}</ErrorBoundary>
    </StrictMode>,
  );
  const gaveUp = html.indexOf(CLIENT_RENDERED_BOUNDARY);
  if (gaveUp >= 0) {
    // The markup just before the boundary names the part, for the server's log.
    const before = html.slice(Math.max(0, gaveUp - 160), gaveUp);
    throw new Error(`part of the first screen of ${pathname} did not render on the server, after: ${before}`);
  }
  const screenHtml = html.replace(LEADING_HEAD_ELEMENTS, '');
  return screenHtml.replace(FRAME_ONLY, '') === '' ? '' : screenHtml;
}
