import './styles.css';
import { holdPaletteKeys } from '@/lib/early-palette-keys';

// First thing: a Ctrl/Cmd+K pressed while the app's code is still on its way opens the palette once it arrives.
holdPaletteKeys();

/**
 * The page paints before React and the app are even evaluated or fetched: the server's markup of the first screen
 * (decision 017) is what a viewer on a slow phone should see at once. Evaluating about 150 KB of script first
 * would hold that paint back by a second or more, and downloading it at the same time would slow the first
 * screen's pictures (bandwidth, and the six connections a browser opens to one host). So the app starts once the
 * page has loaded (its stylesheet, this entry and the first screen's pictures), on the frame after that: the
 * server lists the app's code and texts in a template that only then joins the page, so all of it downloads in
 * parallel. A tab opened in the background paints no frame, so a timer starts the app anyway, and a picture that
 * never arrives does not hold the app back for longer than a few seconds.
 */
const AFTER_FIRST_SCREEN_ID = 'kinora-after-first-screen';
const BOOT_WITHOUT_FRAME_MS = 100;
const BOOT_WITHOUT_LOAD_MS = 3000;
let booted: ((started: Promise<void>) => void) | undefined;
/** Settles once the app has started (its first screen's texts and code are here and React renders it). */
const appStarted = new Promise<void>((resolve) => {
  booted = resolve;
});
/**
 * The listed links go into the page a few per task: each starts a download, and a fresh page's first ones cost
 * the most (tens of milliseconds for all of them at once, seen here; four times that on a slow phone), which in
 * one go would be a long task just as the page becomes usable.
 */
const LINKS_PER_TASK = 6;
function fetchListedCode(then: () => void) {
  const later = document.getElementById(AFTER_FIRST_SCREEN_ID);
  const links = later instanceof HTMLTemplateElement ? [...later.content.children] : [];
  const next = () => {
    document.head.append(...links.splice(0, LINKS_PER_TASK));
    if (links.length > 0) setTimeout(next, 0);
    else then();
  };
  next();
}
function boot() {
  const start = booted;
  if (!start) return;
  booted = undefined;
  fetchListedCode(() => start(import('@/bootstrap/boot').then((module) => module.started)));
}
/** After the frame that shows the loaded page has been drawn: the frame after next has begun by then. */
function bootAfterNextFrame() {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(boot, 0)));
  setTimeout(boot, BOOT_WITHOUT_FRAME_MS);
}
if (document.readyState === 'complete') bootAfterNextFrame();
else window.addEventListener('load', bootAfterNextFrame, { once: true });
setTimeout(boot, BOOT_WITHOUT_LOAD_MS);

// Offline support and the update prompt (decision 012): fetched only after the page has loaded, so the entry
// carries just these lines. The worker registers at once (a new deploy is found by the page's own load, not
// after the app has started); its notices wait for the app, so they find the page's texts in the page's language.
// Production only: under `vite` there is no built worker to register.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => {
      import('@/bootstrap/service-worker/register').then(({ registerServiceWorker }) =>
        registerServiceWorker(appStarted),
      );
    },
    { once: true },
  );
}
