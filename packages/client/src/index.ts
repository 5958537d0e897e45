// The API's router is known here by its type only, and that type is this package's own file: the API writes it
// (`pnpm --filter @kinora/api router-types`, decision 018), so the client depends on no app at all.

export type { ErrorCode } from '@kinora/domain';
export { appErrorCode } from './errors';
export { type FailoverLinkOptions, failoverLinks, type ServerPair } from './failover-links';
export type { AppRouter } from './generated/app-router.gen';
export {
  createKinoraClient,
  type KinoraClient,
  type KinoraClientOptions,
  type KinoraServers,
} from './kinora-client';
