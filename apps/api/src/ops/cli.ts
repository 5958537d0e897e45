import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { type Config, ConfigError, loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { StartupError } from '../errors/startup-error';
import { BackupError } from './backup-error';
import { backupKindOf } from './backup-file';
import { dumpPglite, restorePglite } from './pglite-backup';
import { dumpPostgres, restorePostgres } from './postgres-backup';

/**
 * `pnpm backup --out FILE` and `pnpm restore --in FILE [--force]` (docs/operations/backup-and-upgrade.md). They
 * read the server's own settings (DATABASE_URL, DATA_DIR), so they act on the database the server uses.
 */

type Command = 'backup' | 'restore';
type PgliteDatabase = { kind: 'pglite'; dataDir: string; lockFile: string };

const usage = 'usage: pnpm backup --out FILE | pnpm restore --in FILE [--force]';

function pgliteOnDisk(config: Config, command: Command): PgliteDatabase {
  const { database } = config;
  if (database.kind !== 'pglite') throw new Error('not PGlite');
  if (!database.dataDir || !('lockFile' in database)) {
    throw new BackupError(
      `${command}: DATABASE_URL=memory:// keeps nothing on disk; there is nothing to ${command}`,
    );
  }
  return { kind: 'pglite', dataDir: database.dataDir, lockFile: database.lockFile };
}

/**
 * PGlite is single-process: the running server holds DATA_DIR, and a second process opening its files would
 * corrupt them. So the commands take the same lock the server does, and refuse while it runs.
 */
async function withDataDir<T>(db: PgliteDatabase, command: Command, work: () => Promise<T>): Promise<T> {
  const root = path.dirname(db.lockFile);
  mkdirSync(root, { recursive: true });
  const lock = await lockDataDir(db.lockFile).catch((error: unknown) => {
    if (!(error instanceof StartupError)) throw error;
    if (!error.message.includes('in use')) throw new BackupError(`${command}: ${error.message}`);
    throw new BackupError(
      `${command}: ${error.message.replace(/: stop it.*$/, '')}. PGlite allows one process on DATA_DIR ${root}: stop the server, run \`pnpm ${command}\` again, then start the server`,
    );
  });
  try {
    return await work();
  } finally {
    lock.release();
  }
}

/** Written beside the target and renamed at the end, so a failed backup never leaves a file that looks whole. */
async function writeAtomically(outFile: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${outFile}.partial`;
  try {
    await write(partial);
    renameSync(partial, outFile);
  } finally {
    rmSync(partial, { force: true });
  }
}

async function backup(config: Config, outFile: string): Promise<string> {
  if (config.database.kind === 'postgres') {
    const { url } = config.database;
    await writeAtomically(outFile, (partial) => dumpPostgres(url, partial));
    return 'Postgres';
  }
  const db = pgliteOnDisk(config, 'backup');
  if (!existsSync(db.dataDir)) throw new BackupError(`backup: there is no database in ${db.dataDir} yet`);
  await withDataDir(db, 'backup', async () => {
    const client = new PGlite(db.dataDir);
    try {
      const archive = await dumpPglite(client);
      await writeAtomically(outFile, async (partial) => writeFileSync(partial, archive));
    } finally {
      await client.close();
    }
  });
  return 'PGlite';
}

async function restore(config: Config, inFile: string, force: boolean): Promise<string> {
  if (!existsSync(inFile)) throw new BackupError(`restore: ${inFile} does not exist`);
  const kind = backupKindOf(inFile);
  if (kind === null)
    throw new BackupError(`restore: ${inFile} is not a Kinora backup (pnpm backup writes one)`);
  if (kind !== config.database.kind) {
    throw new BackupError(
      `restore: ${inFile} is a ${kind} backup but this server uses ${config.database.kind}; restore it on the same kind of database`,
    );
  }
  if (config.database.kind === 'postgres') {
    await restorePostgres(inFile, config.database.url, force);
    return 'Postgres';
  }
  const db = pgliteOnDisk(config, 'restore');
  let keptAside: string | undefined;
  await withDataDir(db, 'restore', async () => {
    if (existsSync(db.dataDir) && statSync(db.dataDir).isDirectory()) {
      if (!force) {
        throw new BackupError(
          `restore: ${db.dataDir} already holds a database; add --force to replace it (the old one is kept beside it)`,
        );
      }
      keptAside = `${db.dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(db.dataDir, keptAside);
    }
    await restorePglite(readFileSync(inFile), db.dataDir);
  });
  return keptAside ? `PGlite; the replaced database is kept in ${keptAside}` : 'PGlite';
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, in: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const config = loadConfig();
  if (command === 'backup' && values.out) {
    const outFile = path.resolve(values.out);
    const kind = await backup(config, outFile);
    console.info(`Backed up ${kind} to ${outFile} (${statSync(outFile).size} bytes)`);
  } else if (command === 'restore' && values.in) {
    const inFile = path.resolve(values.in);
    const kind = await restore(config, inFile, values.force);
    console.info(`Restored ${inFile} into ${kind}. Start the server: it applies any newer migrations`);
  } else {
    throw new BackupError(usage);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  const badArguments = String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  if (badArguments) console.error(`${(error as Error).message}\n${usage}`);
  else console.error(known ? error.message : error);
  process.exit(1);
});
