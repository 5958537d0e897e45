import type { AppRouter } from '@kinora/client';
import { createTRPCReact } from '@trpc/react-query';
import type { ServerPair } from './servers';
import { trpcLinks } from './trpc-links';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(servers: ServerPair) {
  return trpc.createClient({ links: trpcLinks(servers) });
}
