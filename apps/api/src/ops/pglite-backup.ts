import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { BackupError } from './backup-error';

/**
 * A copy of the whole PGlite data folder (gzip'd tar, PGlite's own format) as it stands between two transactions.
 * The transaction lock is held while the folder is read, so no transaction of the app's is half done in the
 * copy; the checkpoint first writes the committed pages into the files, so a restore has no log to replay.
 */
export async function dumpPglite(client: PGlite): Promise<Buffer> {
  await client.exec('checkpoint');
  const archive = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await archive.arrayBuffer());
}

function isEmptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Unpacks a PGlite backup into `dataDir`, which must be missing or empty (the caller moves an old one aside),
 * and checks that the result opens as a database.
 */
export async function restorePglite(archive: Buffer, dataDir: string): Promise<void> {
  if (!isEmptyFolder(dataDir)) {
    throw new BackupError(`restore: ${dataDir} is not empty; restore only into an empty database folder`);
  }
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([new Uint8Array(archive)]) });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
}
