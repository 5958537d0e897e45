import { AppError } from '@kinora/domain';

/**
 * TMDB failures turned into our closed set of AppError codes. TMDB speaks two error shapes:
 * `{status_code, status_message, success?}` (the 404 has no `success`) and the validation `{errors: [...]}`.
 * Nothing here carries the request URL, which may hold the api_key.
 */

const HTTP_BAD_REQUEST = 400;
const HTTP_UNAUTHORIZED = 401;
const HTTP_NOT_FOUND = 404;
const HTTP_UNPROCESSABLE = 422;
const HTTP_TOO_MANY_REQUESTS = 429;
const HTTP_SERVER_ERROR = 500;

/** Upstream text we pass on is capped so a hostile or broken upstream cannot flood our messages. */
const MAX_UPSTREAM_MESSAGE_CHARS = 300;

export const UPSTREAM_MESSAGES = {
  CREDENTIALS: 'The catalogue service rejected our credentials; the catalogue is unavailable for now.',
  RATE_LIMITED: 'The catalogue service is busy; please try again in a moment.',
  UNAVAILABLE: 'The catalogue service is unavailable right now; please try again later.',
  TIMEOUT: 'The catalogue service did not answer in time; please try again.',
  NETWORK: 'Could not reach the catalogue service; please try again later.',
  MALFORMED: 'The catalogue service sent a response we could not read.',
  REJECTED: 'The catalogue service refused the request.',
  BAD_INPUT: 'The catalogue service rejected the request parameters.',
} as const;

export type TmdbErrorBody = { statusCode?: number; message?: string };

/** Reads either TMDB error shape; tolerates anything else (HTML error pages, empty bodies). */
export function parseTmdbErrorBody(text: string): TmdbErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const body = parsed as { status_code?: unknown; status_message?: unknown; errors?: unknown };
  const statusCode = typeof body.status_code === 'number' ? body.status_code : undefined;
  if (typeof body.status_message === 'string') return { statusCode, message: cap(body.status_message) };
  if (Array.isArray(body.errors)) {
    const messages = body.errors.filter((e): e is string => typeof e === 'string');
    if (messages.length > 0) return { statusCode, message: cap(messages.join('; ')) };
  }
  return { statusCode };
}

export function isRetryableStatus(status: number): boolean {
  return status === HTTP_TOO_MANY_REQUESTS || status >= HTTP_SERVER_ERROR;
}

export function isRateLimitStatus(status: number): boolean {
  return status === HTTP_TOO_MANY_REQUESTS;
}

/**
 * The AppError for a final HTTP failure. `label` names what was asked for ("Movie 550"), so a 404 reads
 * "Movie 550 not found". `retryAfterSeconds` only matters for 429.
 */
export function httpFailureToAppError(
  status: number,
  bodyText: string,
  label: string,
  retryAfterSeconds?: number,
): AppError {
  const body = parseTmdbErrorBody(bodyText);
  const cause = { status, statusCode: body.statusCode, statusMessage: body.message };
  if (status === HTTP_NOT_FOUND) return new AppError('NOT_FOUND', `${label} not found`, { cause });
  if (status === HTTP_BAD_REQUEST || status === HTTP_UNPROCESSABLE) {
    return new AppError('BAD_INPUT', body.message ?? UPSTREAM_MESSAGES.BAD_INPUT, { cause });
  }
  // Our key is wrong or suspended: the person asking can do nothing about it, so say so generically.
  if (status === HTTP_UNAUTHORIZED)
    return new AppError('UPSTREAM_FAILED', UPSTREAM_MESSAGES.CREDENTIALS, { cause });
  if (status === HTTP_TOO_MANY_REQUESTS) {
    return new AppError('RATE_LIMITED', UPSTREAM_MESSAGES.RATE_LIMITED, { cause, retryAfterSeconds });
  }
  if (status >= HTTP_SERVER_ERROR)
    return new AppError('UPSTREAM_FAILED', UPSTREAM_MESSAGES.UNAVAILABLE, { cause });
  return new AppError('UPSTREAM_FAILED', UPSTREAM_MESSAGES.REJECTED, { cause });
}

export function timeoutError(timeoutMs: number): AppError {
  return new AppError('UPSTREAM_FAILED', UPSTREAM_MESSAGES.TIMEOUT, { cause: { timeoutMs } });
}

/**
 * Only the name and a redacted message survive: fetch errors can reference the request, and so the URL and
 * its api_key (some fetch implementations even print the URL in the message).
 */
export function networkError(error: unknown, redact: (text: string) => string): AppError {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  return new AppError('UPSTREAM_FAILED', UPSTREAM_MESSAGES.NETWORK, {
    cause: { name, message: redact(message) },
  });
}

export function malformedError(reason: string): AppError {
  return new AppError('UPSTREAM_FAILED', UPSTREAM_MESSAGES.MALFORMED, { cause: { reason } });
}

function cap(text: string): string {
  return text.length > MAX_UPSTREAM_MESSAGE_CHARS ? `${text.slice(0, MAX_UPSTREAM_MESSAGE_CHARS)}...` : text;
}
