/**
 * A reason the server cannot start that an operator can fix (a locked or read-only DATA_DIR, an unreachable
 * database). server.ts prints its message, one line, and exits non-zero; no stack trace, nothing else.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
