/**
 * A backup or restore the operator has to act on (the server still holds DATA_DIR, the target is not empty, the
 * file is not a Kinora backup): the command prints its message, one line, and exits non-zero.
 */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}
