/** Each error in a chain of causes (drizzle wraps the driver's error, which may wrap a socket error). */
function* causeChain(error: unknown): Generator<Record<string, unknown>> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

/** The first string `code` along the cause chain: a SQLSTATE, a socket or a driver code. */
export function errorCodeOf(error: unknown): string | undefined {
  for (const candidate of causeChain(error)) {
    if (typeof candidate.code === 'string' && candidate.code !== '') return candidate.code;
  }
  return undefined;
}

/** Postgres' unique_violation, as both drivers report it (drizzle may wrap the driver error in `cause`). */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  for (const candidate of causeChain(error)) {
    if (candidate.code === '23505') {
      const constraint = candidate.constraint ?? candidate.constraint_name;
      return { constraint: typeof constraint === 'string' ? constraint : '' };
    }
  }
  return null;
}

/** The driver cannot reach the server, or lost it mid-query (socket and postgres.js connection codes). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/**
 * SQLSTATEs that say "not now" rather than "not this": the server is shutting down or starting, out of
 * connections, or cancelled a statement that ran past its time limit. Another try later (or on the other
 * instance) may well succeed.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03', '25P03']);

/** Text Postgres cannot hold: NUL characters, bytes that are not valid UTF-8. */
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05']);

export type DatabaseFailure = 'unavailable' | 'unstorable-text';

/**
 * What kind of database failure `error` is, if it is one a client can act on: retry later (`unavailable`), or
 * fix its input (`unstorable-text`). Anything else is ours to fix and stays a plain 500.
 */
export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  for (const candidate of causeChain(error)) {
    const code = candidate.code;
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) {
        return 'unavailable';
      }
      if (UNSTORABLE_TEXT_SQLSTATES.has(code)) return 'unstorable-text';
    }
    // PGlite after close (the process is shutting down): the same "try the other instance" answer.
    if (candidate.message === 'PGlite is closed') return 'unavailable';
  }
  return null;
}

/** True when `error` came from the database layer (a failed query, the driver, or the server). */
export function isDatabaseError(error: unknown): boolean {
  for (const candidate of causeChain(error)) {
    const name = (candidate as { constructor?: { name?: string } }).constructor?.name;
    if (name === 'DrizzleQueryError' || name === 'PostgresError' || name === 'DatabaseError') return true;
    if (classifyDatabaseError(candidate) !== null) return true;
  }
  return false;
}
