import { ERROR_CODES, type ErrorCode } from '@kinora/domain';
import { TRPCClientError } from '@trpc/client';

const KNOWN_CODES = new Set<string>(ERROR_CODES);

/**
 * The Kinora error code of a failed call ('BAD_INPUT', 'UNAUTHENTICATED', 'RATE_LIMITED', ...), as the server
 * sent it in the error's `data.appCode`; undefined when the error did not come from a Kinora server (a network
 * failure on both servers, say).
 */
export function appErrorCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const code: unknown = (error.data as { appCode?: unknown } | undefined)?.appCode;
  return typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : undefined;
}
