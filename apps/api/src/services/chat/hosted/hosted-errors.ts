import { AppError, isAppError } from '@kinora/domain';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { MalformedAnswer } from './model-output';

/**
 * A hosted model's failure in words a person can act on, with our error codes: never a hang, never a 500.
 * The upstream's own message is logged by the caller, not shown (it may mention keys or internals).
 */

/** Our own deadline for a whole answer, streamed or not. */
export class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded';
}

const HTTP_TOO_MANY_REQUESTS = 429;
const HTTP_UNAUTHORIZED = 401;
const HTTP_FORBIDDEN = 403;
const HTTP_NOT_FOUND = 404;

function retryAfter(headers: Headers | undefined): number | undefined {
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(1, Math.ceil((at - Date.now()) / 1000)) : undefined;
}

export function hostedFailure(error: unknown, label: string, deadlinePassed: boolean): AppError {
  if (isAppError(error)) return error;
  const other = 'Please try again, or pick another model.';
  if (deadlinePassed || error instanceof DeadlineExceeded || error instanceof APIConnectionTimeoutError) {
    return new AppError('UPSTREAM_FAILED', `${label} took too long to answer. ${other}`, { cause: error });
  }
  if (error instanceof MalformedAnswer) {
    return new AppError('UPSTREAM_FAILED', `${label} sent an answer I couldn't read. ${other}`, {
      cause: error,
    });
  }
  if (
    error instanceof APIError &&
    !(error instanceof APIUserAbortError) &&
    !(error instanceof APIConnectionError)
  ) {
    if (error.status === HTTP_TOO_MANY_REQUESTS) {
      return new AppError(
        'RATE_LIMITED',
        `${label} is busy right now. Please wait a minute and try again, or pick another model.`,
        {
          retryAfterSeconds: retryAfter(error.headers),
          cause: error,
        },
      );
    }
    if (
      error.status === HTTP_UNAUTHORIZED ||
      error.status === HTTP_FORBIDDEN ||
      error.status === HTTP_NOT_FOUND
    ) {
      return new AppError(
        'UPSTREAM_FAILED',
        `${label} is not set up correctly on this server. Please pick another model.`,
        {
          cause: error,
        },
      );
    }
    return new AppError('UPSTREAM_FAILED', `${label} is unavailable right now. ${other}`, { cause: error });
  }
  if (error instanceof APIConnectionError) {
    return new AppError('UPSTREAM_FAILED', `Could not reach ${label}. ${other}`, { cause: error });
  }
  return new AppError('UPSTREAM_FAILED', `${label} failed to answer. ${other}`, { cause: error });
}
