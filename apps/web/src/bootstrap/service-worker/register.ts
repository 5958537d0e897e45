/**
 * The service worker's page side (decision 012): registers /sw.js, says so when the browser is offline, and offers
 * the reload when a new deploy's worker is waiting. Loaded by a dynamic import after the page's `load` event, so
 * none of it weighs on the entry chunk or competes with the first screen. Its texts are the shell's (`common`),
 * here since the page started.
 */
import { i18n, translate } from '@/lib/i18n';

const SW_URL = '/sw.js';
/** The message worker.js listens for to take over from the old worker. */
const SKIP_WAITING = 'kinora:skip-waiting';
/** The message that asks worker.js to keep one language's texts. */
const KEEP_TEXTS = 'kinora:keep-texts';

/** One fixed notice at the foot of the screen (above the phone's tab bar), built without React: this module stays out of the app's chunks. */
function notice(id: string, text: string): HTMLElement {
  document.getElementById(id)?.remove();
  const box = document.createElement('div');
  box.id = id;
  box.setAttribute('role', 'status');
  box.className =
    'fixed bottom-[calc(5rem+env(safe-area-inset-bottom))] left-1/2 z-[100] flex w-max max-w-[min(36rem,calc(100%-1.5rem))] -translate-x-1/2 items-center gap-3 rounded-xl border border-line bg-raised px-4 py-3 text-sm text-text shadow-lg md:bottom-6';
  const message = document.createElement('p');
  message.textContent = text;
  box.append(message);
  document.body.append(box);
  return box;
}

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.className = `shrink-0 rounded-lg px-3 py-1.5 font-semibold ${className}`;
  element.addEventListener('click', onClick);
  return element;
}

const OFFLINE_ID = 'kinora-offline-notice';

function showConnectionState(): void {
  if (navigator.onLine) document.getElementById(OFFLINE_ID)?.remove();
  else notice(OFFLINE_ID, translate('common', 'offlineNotice'));
}

function offerUpdate(waiting: ServiceWorker): void {
  const box = notice('kinora-update-notice', translate('common', 'updateAvailable'));
  box.append(
    button(translate('common', 'reload'), 'bg-accent text-on-accent hover:bg-accent-strong', () => {
      // Reload once the new worker controls the page, so the page and the worker come from the same deploy.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      waiting.postMessage(SKIP_WAITING);
    }),
    button(translate('common', 'notNow'), 'text-muted hover:text-text', () => box.remove()),
  );
}

/** A worker that finished installing while an older one controls the page is a new deploy. */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  };
  // The page's own load may already have found the new deploy: it is waiting, or still installing.
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  // A tab left open for days asks again whenever the visitor comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

/** `textsReady` settles once the page's texts are here (the app has started): the notices wait for it. */
export async function registerServiceWorker(textsReady: Promise<void>): Promise<void> {
  textsReady.then(() => {
    showConnectionState();
    window.addEventListener('online', showConnectionState);
    window.addEventListener('offline', showConnectionState);
  });
  if (!('serviceWorker' in navigator)) return;
  try {
    // A browser that blocks workers (a policy, an automated test) may answer without a registration.
    const registration = await navigator.serviceWorker.register(SW_URL);
    if (registration) textsReady.then(() => watchForUpdates(registration));
    // The worker keeps every text of the page's language (and only that one), so any page opens offline in it.
    navigator.serviceWorker.ready.then((ready) =>
      ready.active?.postMessage({ type: KEEP_TEXTS, locale: i18n.locale }),
    );
  } catch (error) {
    // Without it the app works as before, only not offline.
    console.warn('Service worker registration failed.', error);
  }
}
