import {
  isLocale,
  LANDING_NAMESPACES as LANDING,
  PSEUDO_LOCALE,
  type PublicUser,
  type RuntimeConfig,
} from '@kinora/domain';
import type { ComponentType } from 'react';
import type { AppProps } from '@/app/app';
import { releasePaletteKeys } from '@/lib/early-palette-keys';
import { activateLocale, i18n, type Namespace, pageLocale } from '@/lib/i18n';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { checkSession, hasEmbeddedSession } from './check-session';

/** The signed-out landing's texts, its language switcher's included: loaded with the shell's, so it renders at once. */
const LANDING_NAMESPACES: readonly Namespace[] = LANDING;

/** What the first screen needs before it can choose between the landing and the app. */
export interface Startup {
  config: RuntimeConfig;
  user: PublicUser | null;
  /** The App, already loaded with the first page's own module; null for the signed-out landing. */
  App: ComponentType<AppProps> | null;
}

/**
 * Starts before React renders, so the checks run while React itself boots; React's first render waits for it
 * (the page shows its static splash meanwhile), so that render is the page itself, not a splash that suspends
 * on the App, then on the page's module, each resolution another pass.
 */
export async function start(): Promise<Startup> {
  // The shell's texts in the page's language come while the session is checked, with the landing's when the
  // landing may be the first screen (not on a page the server embedded a signed-in session in).
  const landingFirst = !hasEmbeddedSession() && window.location.pathname === '/';
  const texts = activateLocale(pageLocale(), landingFirst ? LANDING_NAMESPACES : []);
  const config = await loadRuntimeConfig();
  const user = await checkSession(config.apiServers);
  await texts;
  // A signed-in viewer's profile may have chosen a language other than the page's (the server usually chose it
  // already, from that very setting).
  if (isLocale(user?.language) && user.language !== i18n.locale && i18n.locale !== PSEUDO_LOCALE) {
    // Best effort: a built page carries only its own language's texts, and the page's language still works.
    await activateLocale(user.language, landingFirst ? LANDING_NAMESPACES : []).catch(() => undefined);
  }
  // The palette is for signed-in pages: a signed-out visitor's Ctrl+K stays the browser's.
  if (!user) releasePaletteKeys();
  return { config, user, App: await loadAppFor(user, window.location.pathname) };
}

/** A signed-out visitor on `/` gets the landing, with no router, query cache or tRPC client downloaded (decision 003). */
export function loadAppFor(
  user: PublicUser | null,
  pathname: string,
): Promise<ComponentType<AppProps> | null> {
  return user !== null || pathname !== '/' ? loadApp(pathname) : Promise.resolve(null);
}

/** The App chunk and the module of the page at `pathname` (the server has preloaded both with the page). */
export async function loadApp(pathname: string): Promise<ComponentType<AppProps>> {
  const app = await import('@/app/app');
  await app.preloadRoute(pathname);
  return app.default;
}
