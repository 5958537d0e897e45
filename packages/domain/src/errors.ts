/**
 * The closed set of error codes both API doors speak. Services throw AppError; only the doors translate it
 * (see apps/api/src/errors). Catalogue code uses the same codes so an upstream failure keeps its meaning.
 */
export const ERROR_CODES = [
  'BAD_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'RATE_LIMITED',
  'UPSTREAM_FAILED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The key names a request already made with a different body: repeating it would not be a retry. */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  INTERNAL: 500,
};

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { retryAfterSeconds?: number; cause?: unknown },
  ) {
    super(message);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** Messages people see; shared so both doors and the web app say the same thing. */
export const MESSAGES = {
  NOT_AUTHORIZED: 'not authorized',
  GENERIC_ERROR: 'an error occured',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  FORBIDDEN_XSRF: 'Missing or invalid anti-forgery token. Reload the page and try again.',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  ALL_FIELDS_REQUIRED: 'All fields are required',
  EMAIL_TAKEN: 'Email already exists',
  USERNAME_TAKEN: 'Username already exists',
  INVALID_CREDENTIALS: 'Invalid credentials',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  /** A service we depend on (the database) cannot answer right now; another try, or instance, may. */
  UNAVAILABLE: 'Kinora is briefly unavailable. Please try again in a moment.',
  TIMED_OUT: 'That took too long to answer. Please try again.',
  IDEMPOTENCY_KEY_REUSED:
    'This idempotency key was already used for a different request. Send each new request with a new key.',
  UNSTORABLE_TEXT:
    'The text contains characters that cannot be saved (such as NUL). Remove them and try again.',
} as const;
