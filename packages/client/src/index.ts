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
