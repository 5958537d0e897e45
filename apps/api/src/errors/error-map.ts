import { AppError, type ErrorCode, HTTP_STATUS_BY_CODE, MESSAGES } from '@kinora/domain';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { classifyDatabaseError } from '../db/errors';
import { StoreUnavailableError } from './store-unavailable';

/** The one exhaustive map from our error codes to tRPC codes (HTTP statuses live in @kinora/domain). */
export const TRPC_CODE_BY_APP_CODE: Readonly<Record<ErrorCode, TRPC_ERROR_CODE_KEY>> = {
  BAD_INPUT: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  IDEMPOTENCY_KEY_REUSED: 'UNPROCESSABLE_CONTENT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  UPSTREAM_FAILED: 'BAD_GATEWAY',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

export const APP_CODE_BY_TRPC_CODE: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
  PARSE_ERROR: 'BAD_INPUT',
  BAD_REQUEST: 'BAD_INPUT',
  UNAUTHORIZED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_SUPPORTED: 'BAD_INPUT',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'BAD_INPUT',
  UNSUPPORTED_MEDIA_TYPE: 'BAD_INPUT',
  UNPROCESSABLE_CONTENT: 'BAD_INPUT',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  BAD_GATEWAY: 'UPSTREAM_FAILED',
  SERVICE_UNAVAILABLE: 'UPSTREAM_FAILED',
  GATEWAY_TIMEOUT: 'UPSTREAM_FAILED',
};

/** The first problem of a failed validation, phrased for a person ("email: ..." only when it helps). */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid';
  return issue.message;
}

/** Turn zod failures into BAD_INPUT so both doors report them alike. */
export function parseInput<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('BAD_INPUT', describeZodError(result.error));
  return result.data;
}

export type PublicError = { status: number; code: ErrorCode; message: string; retryAfterSeconds?: number };

/**
 * The database (or the rate-limit store, Redis) cannot answer now. 503 tells proxies and the web client to try
 * the other instance; every write they may repeat is idempotent, so that is safe.
 */
const UNAVAILABLE: PublicError = {
  status: 503,
  code: 'UPSTREAM_FAILED',
  message: MESSAGES.UNAVAILABLE,
  retryAfterSeconds: 1,
};

/**
 * What a client may learn about any thrown value. 4xx messages pass through; 5xx messages are generic and the
 * caller logs the cause.
 */
export function toPublicError(error: unknown): PublicError {
  if (error instanceof AppError) {
    const status = HTTP_STATUS_BY_CODE[error.code];
    return {
      status,
      code: error.code,
      message: status >= 500 && error.code === 'INTERNAL' ? MESSAGES.INTERNAL : error.message,
      retryAfterSeconds: error.details?.retryAfterSeconds,
    };
  }
  if (error instanceof ZodError) return { status: 400, code: 'BAD_INPUT', message: describeZodError(error) };
  const failure = classifyDatabaseError(error);
  if (failure === 'unavailable' || error instanceof StoreUnavailableError) return UNAVAILABLE;
  if (failure === 'unstorable-text')
    return { status: 400, code: 'BAD_INPUT', message: MESSAGES.UNSTORABLE_TEXT };
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (fastifyError.code === 'FST_ERR_HANDLER_TIMEOUT') {
    return { ...UNAVAILABLE, message: MESSAGES.TIMED_OUT, retryAfterSeconds: 1 };
  }
  const statusCode = fastifyError.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return {
      status: statusCode,
      code: statusCode === 429 ? 'RATE_LIMITED' : 'BAD_INPUT',
      message: fastifyMessage(fastifyError),
    };
  }
  return { status: 500, code: 'INTERNAL', message: MESSAGES.INTERNAL };
}

function fastifyMessage(error: { statusCode?: number; code?: string; message?: string }): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json)';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    default:
      if (error instanceof SyntaxError) return 'The request body is not valid JSON';
      return error.message ?? 'The request is not valid';
  }
}
