import type { RuntimeConfig } from '@kinora/domain';
import { createContext, useContext } from 'react';

/** The server replaces `<!--kinora-config-->` in index.html with a JSON script of this id. */
const EMBEDDED_CONFIG_ID = 'kinora-config';
/** Under `vite` nothing is embedded, so the page asks the API (through the dev proxy). */
const CONFIG_URL = '/api/runtime-config';

/** When neither source answers (the API is down in dev): everything on this origin, optional features off. */
const FALLBACK_CONFIG: RuntimeConfig = {
  apiServers: ['', ''],
  imageBaseUrl: '',
  catalogue: 'demo',
  googleSignIn: false,
  chatModels: [],
  communityChatUrl: null,
  webPushPublicKey: null,
};

/**
 * Reads the deployment's runtime config. It is parsed and cast, not validated: the server validated it, and a
 * schema library in the browser would cost more bytes than the whole landing page.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const embedded = document.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
    if (embedded) return JSON.parse(embedded) as RuntimeConfig;
    const response = await fetch(CONFIG_URL);
    if (response.ok) return (await response.json()) as RuntimeConfig;
    console.warn(`Runtime config answered ${response.status}; using same-origin defaults.`);
  } catch (error) {
    console.warn('Runtime config unreadable; using same-origin defaults.', error);
  }
  return FALLBACK_CONFIG;
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export const RuntimeConfigProvider = RuntimeConfigContext.Provider;

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a RuntimeConfigProvider above it.');
  return config;
}
