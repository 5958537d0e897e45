// Kinora's service worker (decision 012). The build (vite.config.ts, `kinoraServiceWorker`) fills in the two
// placeholders and writes it to dist/sw.js; the API serves it with `cache-control: no-cache`, so the browser sees
// every deploy's new worker on its next check.
/// <reference lib="webworker" />

/** The build's id: any change to any built file changes it, and with it the cache names below. */
const VERSION = __KINORA_SW_VERSION__;
/**
 * Every script and stylesheet of this build (hashed names), so every page's code is there offline. Not the texts
 * (assets/i18n/): they are kept as the pages fetch them, in the visitor's one language of eight.
 */
const PRECACHE = __KINORA_SW_PRECACHE__;
/** Each locale's catalogue chunks (assets/i18n/), kept for the visitor's own language only. */
const CATALOGS = __KINORA_SW_CATALOGS__;

const SHELL_CACHE = `kinora-shell-${VERSION}`;
/** Hashed files never change under one name, so one cache serves every build; old names are trimmed. */
const ASSET_CACHE = 'kinora-assets';
const IMAGE_CACHE = 'kinora-images';
/** The page a navigation gets when the network does not answer (stored under this key, never a real path). */
const SHELL_KEY = '/__kinora-offline-shell';

/** Recently seen posters: enough for a few pages of browsing, small enough to stay far below any quota. */
const IMAGE_MAX_ENTRIES = 150;
const IMAGE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const ASSET_MAX_ENTRIES = 200;
/** When an image response was stored; opaque (cross-origin) responses have no readable Date header. */
const STORED_AT = new Map();

/** The API's drawer (/img/...) and the catalogue's image CDN (TMDB). */
const IMAGE_HOSTS = ['image.tmdb.org'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      // The shell is the page as a signed-out visitor gets it: the runtime config embedded, no session, nothing
      // personal. A signed-in page is `no-store` and is never kept.
      const page = await fetch('/', { credentials: 'omit', cache: 'no-store' });
      if (!page.ok) throw new Error(`offline shell answered ${page.status}`);
      // The shell says its language (<html lang>, chosen by the server from the browser's languages): its texts
      // are kept with the code. A profile's own language comes later, from the page (keepTexts).
      const lang = /<html[^>]*\slang="([^"]+)"/.exec(await page.clone().text())?.[1];
      await shell.put(SHELL_KEY, page);
      await (await caches.open(ASSET_CACHE)).addAll([...PRECACHE, ...(CATALOGS[lang] ?? CATALOGS.en ?? [])]);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('kinora-shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await trim(ASSET_CACHE, ASSET_MAX_ENTRIES);
      await self.clients.claim();
    })(),
  );
});

// The page's "Reload" button on the update prompt: the waiting worker takes over, then the page reloads.
self.addEventListener('message', (event) => {
  if (event.data === 'kinora:skip-waiting') self.skipWaiting();
  if (event.data?.type === 'kinora:keep-texts') event.waitUntil(keepTexts(event.data.locale));
});

/** Keeps every catalogue of the page's language (already kept ones are not fetched again). */
async function keepTexts(locale) {
  const files = CATALOGS[locale];
  if (!Array.isArray(files)) return;
  const cache = await caches.open(ASSET_CACHE);
  const missing = [];
  for (const file of files) if (!(await cache.match(file))) missing.push(file);
  await cache.addAll(missing);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  if (url.origin === self.location.origin && url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSET_CACHE));
    return;
  }
  const isImage =
    (url.origin === self.location.origin && url.pathname.startsWith('/img/')) ||
    IMAGE_HOSTS.includes(url.hostname);
  if (isImage) event.respondWith(image(request));
  // Everything else (the API, the runtime config) goes to the network untouched: its answers are live data.
});

/**
 * Network first, always: after a deploy the next load gets the new page and the new asset names, never a stale
 * copy. Only when the network does not answer at all does the visitor get the stored shell (the app then shows
 * its offline notice).
 */
async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const stored = await cache.match(request);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Stale-while-revalidate within a week: a poster seen recently shows at once, online or not. */
async function image(request) {
  const cache = await caches.open(IMAGE_CACHE);
  const stored = await cache.match(request);
  const fresh = stored && Date.now() - (storedAt(request.url, stored) ?? 0) < IMAGE_MAX_AGE_MS;
  const network = fetch(request).then(async (response) => {
    // Opaque answers (status 0) are the CDN's images fetched without CORS; they cannot be inspected, only kept.
    if (response.ok || response.type === 'opaque') {
      STORED_AT.set(request.url, Date.now());
      await cache.put(request, response.clone());
      await trim(IMAGE_CACHE, IMAGE_MAX_ENTRIES);
    }
    return response;
  });
  if (fresh) {
    network.catch(() => undefined);
    return stored;
  }
  try {
    return await network;
  } catch (error) {
    if (stored) return stored;
    throw error;
  }
}

function storedAt(url, response) {
  const known = STORED_AT.get(url);
  if (known) return known;
  const date = Date.parse(response.headers.get('date') ?? '');
  // An opaque response after a restart of the worker: its age is unknown, so it counts as fresh until replaced.
  return Number.isNaN(date) ? Date.now() : date;
}

/** Drops the oldest entries (a cache lists its keys in insertion order) beyond `max`. */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

// Alerts (docs/product/alerts.md, "Channels"): the API's web push carries {title, body, url, tag}, encrypted for
// this browser. The worker shows it, and a click opens the alert's page in a Kinora tab (an open one if any).
self.addEventListener('push', (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : '' };
  }
  // Only paths of this site: a push never sends the browser elsewhere.
  const url =
    typeof alert.url === 'string' && alert.url.startsWith('/') && !alert.url.startsWith('//')
      ? alert.url
      : '/';
  event.waitUntil(
    self.registration.showNotification(String(alert.title || 'Kinora'), {
      body: String(alert.body || ''),
      tag: typeof alert.tag === 'string' ? alert.tag : undefined,
      icon: '/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        await tab.focus();
        await tab.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
