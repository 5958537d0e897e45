import type { ServerPair } from '@kinora/client';
import { HEALTH_PATH, isFailedStatus, RETRIES_PER_REQUEST, SESSION_KEYS } from '@kinora/domain';
import { sessionStore } from './storage';

/** The two API origins of the runtime config, primary first; '' is the page's own origin. */
export type { ServerPair };

/** Requests that start while the health check runs wait for it instead of starting another one. */
let pendingHealthCheck: Promise<string> | undefined;

/** The stored active server, if it is one of this deployment's servers (a stale or edited value is ignored). */
export function readActiveServer(servers: ServerPair): string | null {
  const stored = sessionStore.getItem(SESSION_KEYS.ACTIVE_SERVER);
  return stored !== null && servers.includes(stored) ? stored : null;
}

/** The active server: the stored one, else the result of one health check, stored for the rest of the session. */
export function resolveActiveServer(servers: ServerPair): Promise<string> {
  const stored = readActiveServer(servers);
  if (stored !== null) return Promise.resolve(stored);
  pendingHealthCheck ??= pickServerByHealth(servers)
    .then((server) => {
      sessionStore.setItem(SESSION_KEYS.ACTIVE_SERVER, server);
      return server;
    })
    .finally(() => {
      pendingHealthCheck = undefined;
    });
  return pendingHealthCheck;
}

/**
 * Which server starts a visit: the primary when its health answer carries a `message` field, otherwise the secondary.
 * A deployment with one server (both entries the same) has nothing to choose, so it asks nothing.
 */
async function pickServerByHealth([primary, secondary]: ServerPair): Promise<string> {
  if (primary === secondary) return primary;
  try {
    const response = await fetch(`${primary}${HEALTH_PATH}`);
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'message' in body ? primary : secondary;
  } catch {
    return secondary;
  }
}

/** Makes the other server active because `failed` did not answer, and returns it. */
export function switchServer(servers: ServerPair, failed: string): string {
  const next = failed === servers[0] ? servers[1] : servers[0];
  sessionStore.setItem(SESSION_KEYS.ACTIVE_SERVER, next);
  console.warn(`Kinora: ${serverName(failed)} did not answer; switching to ${serverName(next)}.`);
  return next;
}

function serverName(server: string): string {
  return server === '' ? 'this site' : server;
}

/**
 * Runs `send` against the active server. When it fails in a way `isFailure` recognises, and has not been retried,
 * the other server becomes active and `send` runs once more there; if that fails too, its error passes on.
 */
export async function withFailover<T>(
  servers: ServerPair,
  send: (server: string) => Promise<T>,
  isFailure: (error: unknown) => boolean,
): Promise<T> {
  let server = await resolveActiveServer(servers);
  for (let retries = 0; ; retries++) {
    try {
      return await send(server);
    } catch (error) {
      if (retries >= RETRIES_PER_REQUEST || !isFailure(error)) throw error;
      server = switchServer(servers, server);
    }
  }
}

/** A 5xx answer, thrown so that `withFailover` can tell it from a response worth returning. */
export class FailedResponseError extends Error {
  override readonly name = 'FailedResponseError';
  constructor(readonly response: Response) {
    super(`Server answered ${response.status}`);
  }
}

/**
 * A request's options with the page's language as Accept-Language, so the server answers (messages, e-mails) in
 * it, signed in or not.
 */
export function withPageLanguage(init?: RequestInit): RequestInit {
  const headers = new Headers(init?.headers);
  // The page's language as <html lang> says it (the server's choice, or the one lib/i18n activated). Read there,
  // not from lib/i18n: this module also runs outside a page (the chaos check's client), without the catalogues.
  const lang = typeof document === 'undefined' ? '' : (document.documentElement?.lang ?? '');
  if (lang) headers.set('accept-language', lang);
  return { ...init, headers };
}

/** `fetch(server + path)` with the failover rule: network errors and 5xx answers fail over once. */
export function fetchWithFailover(servers: ServerPair, path: string, init?: RequestInit): Promise<Response> {
  return withFailover(
    servers,
    async (server) => {
      const response = await fetch(`${server}${path}`, withPageLanguage(init));
      if (isFailedStatus(response.status)) throw new FailedResponseError(response);
      return response;
    },
    // fetch rejects with a TypeError when no answer arrived; an AbortError is the caller's choice, not a failure.
    (error) => error instanceof FailedResponseError || error instanceof TypeError,
  );
}
