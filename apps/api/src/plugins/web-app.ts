import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  LANDING_NAMESPACES,
  LANGUAGE_COOKIE,
  type Locale,
  namespacesOfPage,
  PSEUDO_LOCALE,
  type RuntimeConfig,
  SHELL_NAMESPACES,
} from '@kinora/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { browserLocaleOf } from '../i18n/request-locale';
import { API_PREFIXES } from '../lib/api-paths';
import { withDeadline } from '../lib/deadline';
import type { ActiveProfile } from '../services/users/public-user';
import { isNavigation, loadFirstScreen, SPLASH_ONLY } from './first-screen';
import { withListPreview } from './list-preview';
import { afterFirstScreen, preloadTags } from './web-app-manifest';

const CONFIG_PLACEHOLDER = '<!--kinora-config-->';
/** The web build's service worker (apps/web/vite.config.ts writes it next to index.html), or a compressed twin. */
const SERVICE_WORKER_FILE = /^sw\.js(\.br|\.gz)?$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the web app's index.html when the request is a page load (true); false when it is not. */
    sendWebApp(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  }
}

/** JSON inside <script> must not be able to close the element. */
function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

function embedRuntimeConfig(html: string, runtimeConfig: RuntimeConfig): string {
  return html.replace(CONFIG_PLACEHOLDER, jsonScript('kinora-config', runtimeConfig));
}

/** Pages carry embedded JSON; gzip shrinks them about fourfold, which is most of a slow phone's first wait. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): void {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (!/\bgzip\b/.test(accepts)) {
    reply.send(html);
    return;
  }
  reply.header('content-encoding', 'gzip').send(gzipSync(html));
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The page's language on its root element, `<html lang dir>`: the web app reads it there before its first render
 * (decision 016), and a right-to-left language lays the whole page out mirrored from the first paint.
 */
function withLanguage(html: string, locale: Locale | typeof PSEUDO_LOCALE): string {
  return html.replace(/<html\b[^>]*>/i, (tag) => {
    const others = tag
      .slice(5, -1)
      .replace(/\s(?:lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '')
      .trimEnd();
    return `<html lang="${locale}" dir="${directionOf(locale)}"${others}>`;
  });
}

/** A page load: not in the API's own URL space (lib/api-paths.ts), nor a file; it gets the single-page app. */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
    !path.extname(pathname)
  );
}

/** How long a page load waits for the session lookup before it sends the page without it. */
const PAGE_SESSION_WAIT_MS = 1500;

/**
 * The signed-in user for a page load, or null when there is none, or the database cannot say so quickly. The
 * page must load whatever the cookie and whatever the database's state: without an embedded session, the page
 * asks for it itself, through the client's failover to the other instance.
 */
async function sessionForPage(request: FastifyRequest) {
  try {
    return await withDeadline(request.getAuth(), PAGE_SESSION_WAIT_MS, null);
  } catch (error) {
    request.log.warn({ err: error }, 'page load: session lookup failed; sending the page without it');
    return null;
  }
}

/**
 * Serves the built web app on the API's origin: hashed assets cached for a year, index.html (with the runtime
 * config embedded) for every page route so a reload works on any path and on either instance.
 */
export type WebAppOptions = {
  distDir: string;
  runtimeConfig: RuntimeConfig;
  /**
   * A signed-in page's first answers (by its path and query), keyed as the web app's queries are, and the pictures
   * its first screen opens with: app.ts passes the tRPC-side builder (trpc/page-prefetch.ts), so this plugin never
   * names a procedure itself. A page that needs none gets none.
   */
  prefetchPage: (
    profile: ActiveProfile,
    pathname: string,
    query: URLSearchParams,
    locale: Locale,
  ) => Promise<{ queries: unknown[]; images: { url: string; media?: string }[] }>;
};

export const webAppPlugin = fp<WebAppOptions>(
  async (app, { distDir, runtimeConfig, prefetchPage }) => {
    const indexPath = path.join(distDir, 'index.html');
    if (!existsSync(indexPath)) {
      app.log.warn({ distDir }, 'web app build not found: serving the API only (run `pnpm build`)');
      app.decorate('sendWebApp', async () => false);
      return;
    }
    const indexHtml = embedRuntimeConfig(readFileSync(indexPath, 'utf8'), runtimeConfig);
    // The page's first screen as markup in place of the splash (decision 017), when the build has its server entry.
    const firstScreen = await loadFirstScreen(distDir, indexHtml, app.log);
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The web build ships .br/.gz twins of its assets (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        // The service worker is checked against the server on every visit, so a deploy reaches every tab.
        if (SERVICE_WORKER_FILE.test(path.basename(filePath))) {
          res.header('cache-control', 'no-cache');
          return;
        }
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    const preloads = preloadTags(distDir);
    // Each language's `kinora-texts` script, written once: the build does not change while the server runs.
    const textsScripts = new Map<string, string>();
    const textsScript = (locale: string) => {
      let script = textsScripts.get(locale);
      if (script === undefined) {
        script = jsonScript('kinora-texts', preloads.textFiles(locale));
        textsScripts.set(locale, script);
      }
      return script;
    };
    // A page's first data and pictures, so they travel with the page (best effort: the page works without).
    const pageHints = async (
      request: FastifyRequest,
      profile: ActiveProfile,
      pathname: string,
      query: string,
      locale: Locale,
    ): Promise<{ head: string[]; queries: unknown[] }> => {
      try {
        const { queries, images } = await prefetchPage(profile, pathname, new URLSearchParams(query), locale);
        if (queries.length === 0 && images.length === 0) return { head: [], queries: [] };
        // A picture only some screens show (the first row's later posters) is preloaded on those screens only.
        const pictures = images.map(
          ({ url, media }) =>
            `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}"${media ? ` media="${escapeAttribute(media)}"` : ''}>`,
        );
        return { head: [jsonScript('kinora-prefetch', queries), ...pictures], queries };
      } catch (error) {
        request.log.warn({ err: error }, 'page prefetch failed; the page will ask for its data itself');
        return { head: [], queries: [] };
      }
    };
    app.decorate('sendWebApp', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isPageRequest(request)) return false;
      // A public list's page carries its link preview (plugins/list-preview.ts); every other page is as built.
      const [auth, html] = await Promise.all([
        sessionForPage(request),
        withListPreview(app.deps, request, indexHtml),
      ]);
      // The language as localeOfRequest chooses it, from the session already read (i18n/request-locale.ts).
      // The tests' pseudo-locale comes only from the language cookie (the journeys that look for untranslated texts).
      const setting = auth?.profile.language;
      const locale =
        request.cookies[LANGUAGE_COOKIE] === PSEUDO_LOCALE
          ? PSEUDO_LOCALE
          : isLocale(setting)
            ? setting
            : browserLocaleOf(request);
      // Every page says where its language's texts are: the web app loads them from there (decision 016).
      const page = withLanguage(html, locale).replace('</head>', `${textsScript(locale)}</head>`);
      const [pathname = '/', query] = request.url.split(/\?(.*)/s);
      const screen = { pathname, search: query ? `?${query}` : '', locale, config: runtimeConfig };
      // The first screen is for a page someone opens (decision 017). The offline worker's copy of `/`, fetched
      // from script, is the shell of every page opened offline: it keeps the splash rather than the landing.
      const withScreen = isNavigation(request) ? firstScreen : SPLASH_ONLY;
      // A signed-out page differs by the language cookie and Accept-Language: a shared cache keeps one per each
      // (and one for the worker's copy).
      reply
        .type('text/html; charset=utf-8')
        .header('vary', 'Cookie, Accept-Encoding, Accept-Language, Sec-Fetch-Mode');
      if (!auth) {
        // The texts the first screen shows, in its language, fetched with the entry (decision 016).
        const texts = preloads.texts(
          locale,
          pathname === '/' ? LANDING_NAMESPACES : namespacesOfPage(pathname),
        );
        const signedOut = withScreen.into(page.replace('</head>', `${texts}</head>`), {
          ...screen,
          user: null,
          prefetched: [],
        });
        sendHtml(request, reply.header('cache-control', 'no-cache'), signedOut);
        return true;
      }
      // Signed in: the session check is answered in the page itself, and the app's and the page's code and texts
      // are listed for the entry to fetch all at once when the first screen is complete. The page then carries
      // personal data, so nothing may store it.
      const head = [
        jsonScript('kinora-session', { user: auth.user }),
        afterFirstScreen(
          preloads.texts(locale, [...SHELL_NAMESPACES, ...namespacesOfPage(pathname)]) +
            preloads.app +
            preloads.route(pathname),
        ),
      ];
      // The answers in the page's language, as its texts are (a profile's setting, else the browser's).
      const hints = await pageHints(
        request,
        auth.profile,
        pathname,
        query ?? '',
        locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale,
      );
      head.push(...hints.head);
      const personal = withScreen.into(page.replace('</head>', `${head.join('')}</head>`), {
        ...screen,
        user: auth.user,
        prefetched: hints.queries,
      });
      sendHtml(request, reply.header('cache-control', 'private, no-store'), personal);
      return true;
    });
  },
  { name: 'kinora-web-app' },
);
