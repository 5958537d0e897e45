import type { PublicUser, RuntimeConfig } from '@kinora/domain';
import { releasePaletteKeys } from '@/lib/early-palette-keys';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { checkSession } from './check-session';

/** What the first screen needs before it can choose between the landing and the app. */
export interface Startup {
  config: RuntimeConfig;
  user: PublicUser | null;
}

/** Starts before React renders, so the checks run while React itself boots. */
export async function start(): Promise<Startup> {
  const config = await loadRuntimeConfig();
  const user = await checkSession(config.apiServers);
  // The palette is for signed-in pages: a signed-out visitor's Ctrl+K stays the browser's.
  if (!user) releasePaletteKeys();
  return { config, user };
}
