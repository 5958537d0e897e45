import { HEALTH_PATH, XSRF_COOKIE, XSRF_HEADER } from '@kinora/domain';
import { createTRPCClient } from '@trpc/client';
import { CookieJar } from './cookie-jar';
import { failoverLinks } from './failover-links';
import type { AppRouter } from './generated/app-router.gen';

export type KinoraClientOptions = {
  /** The fetch to use (a test's, or one with a proxy); the global fetch by default. */
  fetch?: typeof fetch;
  /** Told when a failed call moved the client to the other server (to log it, say). */
  onServerChange?: (server: string) => void;
};

/** Where the client sends its calls: one server, or a deployment's two (primary first). */
export type KinoraServers = string | readonly [primary: string, secondary: string];

/**
 * A typed client for Kinora's tRPC procedures, for scripts and other TypeScript programs:
 * - it keeps the session cookie between calls (sign in once, then call as that account) and does the
 *   anti-forgery handshake itself: before its first mutation it fetches the XSRF-TOKEN cookie and from then on
 *   echoes it in the X-XSRF-TOKEN header;
 * - it follows the web app's failover rule (`failoverLinks`): a call that gets no answer or a 5xx is sent once
 *   more, to the other server, which then stays the one used (given one server, once more to it). A 4xx is the
 *   server's answer and is passed on.
 * Errors are tRPC client errors; `appErrorCode(error)` reads Kinora's code from them. Subscriptions (the chat's
 * streamed answer, `chat.ask`) are not carried: a script asks the assistant through REST `POST /api/v1/chat/movie/llm`,
 * which answers in one piece.
 */
export function createKinoraClient(servers: KinoraServers, options: KinoraClientOptions = {}) {
  const pair = typeof servers === 'string' ? ([servers, servers] as const) : servers;
  const [primary, secondary] = pair.map((server) => server.replace(/\/+$/, ''));
  if (!primary || !secondary) throw new TypeError('createKinoraClient needs a server address');
  const baseFetch = options.fetch ?? globalThis.fetch;
  const jar = new CookieJar();
  let active = primary;

  async function sessionFetch(url: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await baseFetch(url, { ...init, headers });
    jar.store(response.headers.getSetCookie());
    return response;
  }

  // Any GET hands out the anti-forgery cookie; the health check is the cheapest the server has.
  async function xsrfHeaders(server: string): Promise<Record<string, string>> {
    if (!jar.get(XSRF_COOKIE)) await sessionFetch(`${server}${HEALTH_PATH}`);
    const token = jar.get(XSRF_COOKIE);
    return token ? { [XSRF_HEADER]: token } : {};
  }

  return createTRPCClient<AppRouter>({
    links: failoverLinks({
      servers: [primary, secondary],
      activeServer: () => active,
      switchFrom(failed) {
        active = failed === primary ? secondary : primary;
        options.onServerChange?.(active);
      },
      mutationHeaders: xsrfHeaders,
      fetch: sessionFetch,
    }),
  });
}

export type KinoraClient = ReturnType<typeof createKinoraClient>;
