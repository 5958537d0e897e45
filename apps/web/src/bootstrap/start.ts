import type { PublicUser, RuntimeConfig } from '@kinora/domain';
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
  return { config, user };
}
