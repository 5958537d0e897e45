import { type AppRouter, failoverLinks } from '@kinora/client';
import { httpSubscriptionLink, type TRPCLink } from '@trpc/client';
import { readActiveServer, type ServerPair, switchServer, withPageLanguage } from './servers';
import { xsrfHeaders, xsrfToken } from './xsrf';

/**
 * The web app's tRPC links: the failover rule of `@kinora/client` (decision 009), with the browser's pieces:
 * the active server kept in this tab's session storage, the session cookie sent by the browser itself, the
 * anti-forgery token read from the page's cookie, and the chat's streamed answers as server-sent events.
 */
export function trpcLinks(servers: ServerPair): TRPCLink<AppRouter>[] {
  return failoverLinks({
    servers,
    // The bootstrap resolved (and stored) the active server before the app could send anything; the primary is
    // only the spec's default for a tab whose storage was cleared since.
    activeServer: () => readActiveServer(servers) ?? servers[0],
    switchFrom: (failed) => switchServer(servers, failed),
    mutationHeaders: () => xsrfHeaders(),
    // Read at each call, not captured: tests and the chaos run put their own fetch in place. The page's language
    // goes along (withPageLanguage).
    fetch: (url, options) => fetch(url, { ...withPageLanguage(options), credentials: 'include' }),
    subscriptionLink: (server) =>
      httpSubscriptionLink({
        url: `${server}/trpc`,
        // An EventSource cannot send headers: the token travels in the connection parameters instead.
        connectionParams: () => ({ xsrf: xsrfToken() ?? '' }),
        eventSourceOptions: () => ({ withCredentials: true }),
      }),
  });
}
