import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { type PublicError, TRPC_CODE_BY_APP_CODE } from './error-map';

/**
 * An error answered for a /trpc request before tRPC could answer it itself (the request ran past its time
 * limit, or its body could not be read), in tRPC's own error shape: one entry per call of a batch. The web
 * client then reads the status and message as from any procedure, and fails over on a 5xx.
 */
export function trpcErrorBody(url: string, error: PublicError) {
  const [pathname = '', search = ''] = url.split('?');
  const procedures = decodeURIComponent(pathname.replace(/^\/trpc\//, '')).split(',');
  const code = error.status === 503 ? 'SERVICE_UNAVAILABLE' : TRPC_CODE_BY_APP_CODE[error.code];
  const entry = (path: string) => ({
    error: {
      message: error.message,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: { code, httpStatus: error.status, path, appCode: error.code },
    },
  });
  return new URLSearchParams(search).get('batch') === '1'
    ? procedures.map(entry)
    : entry(procedures[0] ?? '');
}
