import type { AppRouter } from '@kinora/client';
import { LIMITS, RETRIES_PER_REQUEST } from '@kinora/domain';
import {
  httpBatchLink,
  httpSubscriptionLink,
  type Operation,
  retryLink,
  type TRPCClientError,
  type TRPCLink,
} from '@trpc/client';
import { isFailedStatus, readActiveServer, type ServerPair, switchServer } from './servers';
import { xsrfHeaders, xsrfToken } from './xsrf';

/**
 * The tRPC side of the two-server failover rule (docs/product/faults-and-abuse.md): a failed request is sent once
 * more, to the other server, through two links:
 * - `retryLink` sees each operation fail; on a failed request not yet retried it switches the active server away
 *   from the one that attempt used and asks for exactly one more attempt;
 * - the terminating link sends every attempt through the `httpBatchLink` of the server active at that moment.
 * Operations batched into one HTTP request fail together and each switch away from the same server, so they agree.
 */
export function failoverLinks(servers: ServerPair): TRPCLink<AppRouter>[] {
  const serverOfAttempt = new WeakMap<Operation, string>();

  const retryOnOtherServer = retryLink<AppRouter>({
    retry({ op, error, attempts }) {
      const server = serverOfAttempt.get(op);
      if (server === undefined || attempts > RETRIES_PER_REQUEST || !isFailedRequest(op, error)) return false;
      switchServer(servers, server);
      return true;
    },
  });

  const sendToActiveServer: TRPCLink<AppRouter> = (runtime) => {
    const linkByServer = new Map(servers.map((server) => [server, serverBatchLink(server)(runtime)]));
    const streamByServer = new Map(servers.map((server) => [server, serverStreamLink(server)(runtime)]));
    return ({ op, next }) => {
      // The bootstrap resolved (and stored) the active server before the app could send anything; the primary is
      // only the spec's default for a tab whose storage was cleared since.
      const server = readActiveServer(servers) ?? servers[0];
      serverOfAttempt.set(op, server);
      const link = op.type === 'subscription' ? streamByServer.get(server)! : linkByServer.get(server)!;
      return link({ op, next });
    };
  };

  return [retryOnOtherServer, sendToActiveServer];
}

function serverBatchLink(server: string): TRPCLink<AppRouter> {
  return httpBatchLink({
    url: `${server}/trpc`,
    // The API refuses bigger batches (bounded work per request).
    maxItems: LIMITS.TRPC_BATCH_MAX,
    // A batch holds only queries or only mutations, and mutations are the state-changing POSTs.
    headers: ({ opList }) => (opList.some((op) => op.type === 'mutation') ? xsrfHeaders() : {}),
    fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
  });
}

/** Subscriptions (the chat's streamed answers) as server-sent events, with the session cookie and the token. */
function serverStreamLink(server: string): TRPCLink<AppRouter> {
  return httpSubscriptionLink({
    url: `${server}/trpc`,
    connectionParams: () => ({ xsrf: xsrfToken() ?? '' }),
    eventSourceOptions: () => ({ withCredentials: true }),
  });
}

/**
 * A failed request is one that got no tRPC answer (network error, or a proxy's non-JSON 5xx page) or a 5xx one.
 * A 4xx is the server's answer about the request and is passed on (see `isFailedStatus`); a cancelled request was
 * the caller's decision.
 */
function isFailedRequest(op: Operation, error: TRPCClientError<AppRouter>): boolean {
  if (op.signal?.aborted) return false;
  const response = error.meta?.response;
  const status = error.data?.httpStatus ?? (response instanceof Response ? response.status : undefined);
  return status === undefined || isFailedStatus(status);
}
