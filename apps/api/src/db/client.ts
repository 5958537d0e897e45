import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Config } from '../config';
import { StartupError } from '../errors/startup-error';
import { apiPackageRoot } from '../lib/package-root';
import { lockDataDir } from './data-dir-lock';
import { classifyDatabaseError, errorCodeOf } from './errors';
import { instrumentPglite, instrumentPostgres, type QueryObserver } from './instrument';
import { refuseNewerDatabase } from './migration-guard';
import * as schema from './schema';

type Schema = typeof schema;
/** One type for both drivers: services never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

type Timeouts = Config['timeouts'];
type StartupLog = { warn(message: string): void };

/** Connections one instance may open to Postgres. */
const POOL_MAX = 10;
/** Serialises migrations when two API instances start against one Postgres at the same moment. */
const MIGRATION_LOCK_ID = 7_240_531;
/** Between two start-up attempts on an unreachable database; doubled each time up to the maximum. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 2000;

const migrationsFolder = () => path.join(apiPackageRoot(), 'drizzle');

export async function openDatabase(
  database: Config['database'],
  timeouts: Timeouts,
  log: StartupLog,
  observer?: QueryObserver,
): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') return openPostgres(database.url, timeouts, log, observer);
  return openPglite(database.dataDir, 'lockFile' in database ? database.lockFile : undefined, observer);
}

function mkdirOrExplain(dir: string, dataDir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartupError(
      `DATA_DIR ${dataDir} is not writable (${code}): give the server a folder it can write`,
    );
  }
}

async function openPglite(
  dataDir: string | undefined,
  lockFile: string | undefined,
  observer: QueryObserver | undefined,
): Promise<DatabaseHandle> {
  if (!dataDir) {
    const client = new PGlite();
    return finishPglite(client, () => {}, observer);
  }
  const dataRoot = lockFile ? path.dirname(lockFile) : dataDir;
  mkdirOrExplain(dataRoot, dataRoot);
  // Locked before PGlite touches a file: a second process must stop before it can corrupt the first's data.
  const lock = lockFile ? await lockDataDir(lockFile) : { release() {} };
  try {
    mkdirOrExplain(dataDir, dataRoot);
    return await finishPglite(new PGlite(dataDir), lock.release, observer);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function finishPglite(
  client: PGlite,
  release: () => void,
  observer: QueryObserver | undefined,
): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, schema });
  await refuseNewerDatabase(
    async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrationsFolder(),
  );
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  // After the migrations: the metrics time the requests' statements, not the start-up's.
  if (observer) {
    observer.poolSize(1);
    instrumentPglite(client, observer);
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(
  url: string,
  timeouts: Timeouts,
  log: StartupLog,
  observer: QueryObserver | undefined,
): Promise<DatabaseHandle> {
  await migrateOnceReachable(url, timeouts, log);
  const client = postgres(url, {
    max: POOL_MAX,
    onnotice: () => {},
    connect_timeout: Math.ceil(timeouts.databaseMs / 1000),
    connection: {
      // A slow statement, or one waiting on a lock, ends with an error the client can retry elsewhere instead
      // of holding the request; a transaction left idle (its instance frozen) gives its locks back.
      statement_timeout: timeouts.databaseMs,
      idle_in_transaction_session_timeout: 2 * timeouts.databaseMs,
    },
  });
  if (observer) {
    observer.poolSize(POOL_MAX);
    instrumentPostgres(client, observer);
  }
  const db = drizzlePostgres({ client, schema });
  return { db: db as unknown as Database, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

/** host:port/name of a database URL, without its credentials: safe to print. */
function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

const codeOf = (error: unknown) => errorCodeOf(error) ?? 'unknown error';

/**
 * Applies the migrations, waiting for the database to come up for at most DATABASE_WAIT_MS (it may start after
 * us, or be restarting). Gives up with one line naming the database and the reason; a database that answers
 * but refuses us (wrong password, no such database) is reported at once.
 */
async function migrateOnceReachable(url: string, timeouts: Timeouts, log: StartupLog): Promise<void> {
  const giveUpAt = Date.now() + timeouts.databaseWaitMs;
  for (let pause = RETRY_FIRST_MS; ; pause = Math.min(2 * pause, RETRY_MAX_MS)) {
    try {
      await migrateWithLock(url, timeouts);
      return;
    } catch (error) {
      const where = describeDatabase(url);
      if (classifyDatabaseError(error) !== 'unavailable') {
        const { message } = error as { message?: string };
        if (!/^[0-9A-Z]{5}$/.test(codeOf(error))) throw error;
        throw new StartupError(
          `The database at ${where} refused the connection: ${message} (${codeOf(error)})`,
        );
      }
      const left = giveUpAt - Date.now();
      if (left <= 0) {
        throw new StartupError(
          `Cannot reach the database at ${where} (${codeOf(error)}) after ${Math.round(timeouts.databaseWaitMs / 1000)} s: check DATABASE_URL and that Postgres is running`,
        );
      }
      log.warn(`database at ${where} not reachable yet (${codeOf(error)}); retrying`);
      await sleep(Math.min(pause, left));
    }
  }
}

async function migrateWithLock(url: string, timeouts: Timeouts): Promise<void> {
  // One connection, so the session-level advisory lock and the migration share it.
  const client = postgres(url, {
    max: 1,
    onnotice: () => {},
    connect_timeout: Math.ceil(timeouts.databaseMs / 1000),
  });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await refuseNewerDatabase((text) => client.unsafe(text), migrationsFolder());
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: migrationsFolder() });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
