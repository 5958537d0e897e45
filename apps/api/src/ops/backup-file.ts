import { closeSync, openSync, readSync } from 'node:fs';

export type BackupKind = 'pglite' | 'postgres';

/** pg_dump's custom format begins with these bytes; a PGlite backup is a gzip'd tar. */
const PG_DUMP_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** Which database a backup file came from, read from its first bytes; null when it is neither. */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(PG_DUMP_MAGIC.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.equals(PG_DUMP_MAGIC)) return 'postgres';
  if (head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC)) return 'pglite';
  return null;
}
