import type { AppRouter } from '@kinora/client';
import { createTRPCReact } from '@trpc/react-query';
import type { ServerPair } from './servers';
import { failoverLinks } from './trpc-failover-link';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(servers: ServerPair) {
  return trpc.createClient({ links: failoverLinks(servers) });
}
