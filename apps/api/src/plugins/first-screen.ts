import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicUser, RuntimeConfig } from '@kinora/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** What the web app's server entry (apps/web/src/entry-server.tsx) renders from: everything the page itself carries. */
export type FirstScreenRequest = {
  pathname: string;
  search: string;
  locale: string;
  user: PublicUser | null;
  config: RuntimeConfig;
  prefetched: readonly unknown[];
};

type ServerEntry = { renderFirstScreen(request: FirstScreenRequest): string };

/** The page's root element: the web app renders into it, and the server's first screen goes inside it. */
const ROOT_OPEN = '<div id="root">';
/** Signed-out first screens kept: each is one (language, address) pair, so a handful covers nearly every visit. */
const SIGNED_OUT_SCREENS = 200;
/** Distinct failures logged: enough to see each kind once, bounded so odd addresses cannot grow it. */
const LOGGED_FAILURES = 50;

/**
 * The web build's server entry sits next to its public files: `apps/web/dist` has `apps/web/dist-server`, and a
 * private build at `/tmp/web-x` has `/tmp/web-x-server`.
 */
export function serverEntryOf(distDir: string): string {
  const dir = path.resolve(distDir);
  return path.join(path.dirname(dir), `${path.basename(dir)}-server`, 'entry-server.js');
}

/** The page's `<div id="root">` and everything in it (the static splash), or undefined when the page has none. */
function rootElementOf(html: string): string | undefined {
  const start = html.indexOf(ROOT_OPEN);
  if (start < 0) return undefined;
  const tag = /<div\b|<\/div>/g;
  tag.lastIndex = start + ROOT_OPEN.length;
  let depth = 1;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.lastIndex);
  }
  return undefined;
}

/** Whether the markup shows anything: a guard that only redirects renders nothing but React's comments. */
function showsSomething(html: string): boolean {
  return /<[a-z]/i.test(html.replace(/<!--[\s\S]*?-->/g, ''));
}

/**
 * Whether a browser is opening the page (Sec-Fetch-Mode: navigate), not a script fetching it. A client that does
 * not say (an older browser, curl, a crawler) counts as opening it.
 */
export function isNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  return mode === undefined || mode === 'navigate';
}

export type FirstScreen = {
  /** The page with its splash replaced by the first screen's markup, or the page as it was when that cannot be. */
  into(page: string, request: FirstScreenRequest): string;
};

/** Pages as they are: no server entry in the build, or a page without the root element. */
export const SPLASH_ONLY: FirstScreen = { into: (page) => page };

/**
 * The first screen of every page, rendered by the web app's own code (decision 017), so the page paints it before
 * any script has run. Loaded once; without it (an older build, a build without its server entry) pages keep
 * their splash, exactly as before. A render that fails keeps the splash too: never an error page.
 */
export async function loadFirstScreen(
  distDir: string,
  indexHtml: string,
  log: FastifyBaseLogger,
): Promise<FirstScreen> {
  const file = serverEntryOf(distDir);
  const splashRoot = rootElementOf(indexHtml);
  if (!existsSync(file) || !splashRoot) {
    log.info({ file }, 'no server render of the first screen: pages show their splash until the app runs');
    return SPLASH_ONLY;
  }
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(file).href)) as ServerEntry;
    if (typeof entry.renderFirstScreen !== 'function') throw new Error('renderFirstScreen is missing');
  } catch (error) {
    log.warn({ err: error, file }, 'server entry unusable: pages show their splash until the app runs');
    return SPLASH_ONLY;
  }

  const logged = new Set<string>();
  const render = (request: FirstScreenRequest): string | null => {
    try {
      const html = entry.renderFirstScreen(request);
      return showsSomething(html) ? html : null;
    } catch (error) {
      // Once per kind: a page that cannot render fails on every load, and the splash still works.
      const kind = error instanceof Error ? error.message : String(error);
      if (!logged.has(kind) && logged.size < LOGGED_FAILURES) {
        logged.add(kind);
        log.warn(
          { err: error, pathname: request.pathname },
          'first screen render failed; the page keeps its splash',
        );
      }
      return null;
    }
  };
  // A signed-out screen depends only on the language and the address (the config is the server's own): rendered
  // once per pair, so the landing is not rendered on every visit. Failures are kept too, so they are not retried.
  const signedOut = new LRUCache<string, { html: string | null }>({ max: SIGNED_OUT_SCREENS });
  const screenFor = (request: FirstScreenRequest): string | null => {
    if (request.user) return render(request);
    const key = `${request.locale} ${request.pathname}${request.search}`;
    let screen = signedOut.get(key);
    if (!screen) {
      screen = { html: render(request) };
      signedOut.set(key, screen);
    }
    return screen.html;
  };

  return {
    into(page, request) {
      const html = screenFor(request);
      if (html === null) return page;
      // The markup is the root's own content, as React rendered it, so the web app can adopt it (hydrate)
      // rather than draw it again. The root is `inert` meanwhile: visible at once, but nothing has its handlers
      // until the app is live, so no click lands on dead markup; `aria-hidden` as well, so assistive technology
      // (and every tool that reads the page by its roles, which not all honour `inert`) waits for the live page.
      // The web app takes all three attributes off once it is (apps/web/src/bootstrap/boot.tsx).
      const root = `<div id="root" data-server-screen inert aria-hidden="true">${html}</div>`;
      // A function, so a `$` in the markup is never read as a replacement pattern.
      return page.replace(splashRoot, () => root);
    },
  };
}
