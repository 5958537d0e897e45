import './styles.css';
import { holdPaletteKeys } from '@/lib/early-palette-keys';

// First thing: a Ctrl/Cmd+K pressed while the app's code is still on its way opens the palette once it arrives.
holdPaletteKeys();

/**
 * The page paints before React and the app are even evaluated: the server's markup of the first screen (decision
 * 017) is what a viewer on a slow phone should see at once, and evaluating about 150 KB of script first would
 * hold that paint back by a second or more. Their code is already downloading (the server preloads it with the
 * page); it runs right after the first frame. A tab opened in the background paints no frame, so a timer starts
 * the app anyway.
 */
const BOOT_WITHOUT_FRAME_MS = 100;
let booting: Promise<void> | undefined;
function boot(): Promise<void> {
  booting ??= import('@/bootstrap/boot').then((module) => module.started);
  return booting;
}
requestAnimationFrame(() => setTimeout(boot, 0));
setTimeout(boot, BOOT_WITHOUT_FRAME_MS);

// Offline support and the update prompt (decision 012): fetched only after the page has loaded, so the entry
// carries just these lines, and after the app has started, so its notices find the page's texts in the page's
// language. Production only: under `vite` there is no built worker to register.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => {
      boot()
        .then(() => import('@/bootstrap/service-worker/register'))
        .then(({ registerServiceWorker }) => registerServiceWorker());
    },
    { once: true },
  );
}
