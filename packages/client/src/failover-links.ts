import { isFailedStatus, LIMITS, RETRIES_PER_REQUEST } from '@kinora/domain';
import {
  type HTTPHeaders,
  httpBatchLink,
  type Operation,
  retryLink,
  type TRPCClientError,
  type TRPCLink,
} from '@trpc/client';
import type { AppRouter } from './generated/app-router.gen';

/** A deployment's two API origins, primary first; one server is given as the same origin twice. */
export type ServerPair = readonly [primary: string, secondary: string];

export type FailoverLinkOptions = {
  servers: ServerPair;
  /** Where the next attempt goes: the active server, wherever the caller keeps it (a tab's storage, a variable). */
  activeServer: () => string;
  /** Makes the other server active because `failed` did not answer (store it, tell someone). */
  switchFrom: (failed: string) => void;
  /** The headers of a batch of mutations sent to `server`: the anti-forgery echo. */
  mutationHeaders: (server: string) => HTTPHeaders | Promise<HTTPHeaders>;
  /** The fetch every batch goes through (a browser's with credentials, a script's with its cookie jar). */
  fetch: typeof fetch;
  /** The link subscriptions take to `server`; without one, subscriptions are not carried. */
  subscriptionLink?: (server: string) => TRPCLink<AppRouter>;
};

/**
 * Kinora's failover rule as tRPC links, for the web app and for scripts alike (decision 009): every request goes
 * to the active server; when it fails (no answer, or a 5xx) and has not been retried, the other server becomes
 * active and the request is sent once more, there. A second failure, and any 4xx, is passed on.
 * - `retryLink` sees each operation fail; `attempts` counts the first call too, so an operation that has made
 *   `RETRIES_PER_REQUEST` retries has made one attempt more than that;
 * - the terminating link sends every attempt through the batch (or subscription) link of the server active at
 *   that moment. Operations batched into one HTTP request fail together and each switch away from the same
 *   server, so they agree.
 */
export function failoverLinks(options: FailoverLinkOptions): TRPCLink<AppRouter>[] {
  const { servers, activeServer, switchFrom } = options;
  const serverOfAttempt = new WeakMap<Operation, string>();

  const retryOnOtherServer = retryLink<AppRouter>({
    retry({ op, error, attempts }) {
      const server = serverOfAttempt.get(op);
      const retriesMade = attempts - 1;
      if (server === undefined || retriesMade >= RETRIES_PER_REQUEST || !isFailedRequest(op, error))
        return false;
      switchFrom(server);
      return true;
    },
  });

  const sendToActiveServer: TRPCLink<AppRouter> = (runtime) => {
    const batchByServer = new Map(servers.map((server) => [server, batchLink(server, options)(runtime)]));
    const subscribe = options.subscriptionLink;
    const streamByServer = subscribe
      ? new Map(servers.map((server) => [server, subscribe(server)(runtime)]))
      : undefined;
    return ({ op, next }) => {
      const server = activeServer();
      serverOfAttempt.set(op, server);
      const link = (op.type === 'subscription' && streamByServer?.get(server)) || batchByServer.get(server)!;
      return link({ op, next });
    };
  };

  return [retryOnOtherServer, sendToActiveServer];
}

function batchLink(server: string, options: FailoverLinkOptions): TRPCLink<AppRouter> {
  return httpBatchLink({
    url: `${server}/trpc`,
    // The API refuses bigger batches (bounded work per request).
    maxItems: LIMITS.TRPC_BATCH_MAX,
    // A batch holds only queries or only mutations, and mutations are the state-changing POSTs.
    headers: ({ opList }) =>
      opList.some((op) => op.type === 'mutation') ? options.mutationHeaders(server) : {},
    fetch: options.fetch,
  });
}

/**
 * A failed request is one that got no tRPC answer (network error, or a proxy's non-JSON 5xx page) or a 5xx one.
 * A cancelled request was the caller's decision.
 */
function isFailedRequest(op: Operation, error: TRPCClientError<AppRouter>): boolean {
  if (op.signal?.aborted) return false;
  const response = error.meta?.response;
  const status = error.data?.httpStatus ?? (response instanceof Response ? response.status : undefined);
  return status === undefined || isFailedStatus(status);
}
