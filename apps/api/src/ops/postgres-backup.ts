import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { BackupError } from './backup-error';

const run = promisify(execFile);

/** pg_dump and pg_restore write their progress and errors here; the first line is what the operator needs. */
function firstLine(error: unknown): string {
  const { stderr, message } = error as { stderr?: string; message?: string };
  return (stderr?.trim() || message || String(error)).split('\n')[0] ?? '';
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        `${name} is not installed: install the PostgreSQL client tools (the server's major version or newer)`,
      );
    }
    throw new BackupError(`${name} failed: ${firstLine(error)}`);
  }
}

/**
 * pg_dump's custom format: one snapshot of the database (a repeatable-read transaction), so the file holds every
 * transaction committed before the dump began and nothing of one still running; the app keeps serving meanwhile.
 */
export function dumpPostgres(url: string, outFile: string): Promise<void> {
  return tool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${outFile}`, url]);
}

/** Tables in the database other than Postgres's own: a restore over them needs the operator's word (--force). */
export async function userTableCount(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`;
    return row?.count ?? 0;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Loads a pg_dump file into the database at `url` in one transaction: all of it or, on an error, nothing.
 * `replace` drops the objects the backup holds first (--clean); without it the database must be empty.
 */
export async function restorePostgres(inFile: string, url: string, replace: boolean): Promise<void> {
  if (!replace && (await userTableCount(url)) > 0) {
    throw new BackupError(
      'restore: the database is not empty; restore into a new database, or add --force to replace its contents',
    );
  }
  const clean = replace ? ['--clean', '--if-exists'] : [];
  await tool('pg_restore', [
    ...clean,
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    `--dbname=${url}`,
    inFile,
  ]);
}
