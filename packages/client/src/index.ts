// The API's router is known here by its type only: `@kinora/api` is a devDependency (the tests start the real API
// in-process), none of its code runs in this package, and `pnpm lint` refuses anything else (decision 006).
export type { AppRouter } from '@kinora/api/router';
export type { ErrorCode } from '@kinora/domain';
export { appErrorCode } from './errors';
export { type FailoverLinkOptions, failoverLinks, type ServerPair } from './failover-links';
export {
  createKinoraClient,
  type KinoraClient,
  type KinoraClientOptions,
  type KinoraServers,
} from './kinora-client';
