import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Config } from '../config';
import { apiPackageRoot } from '../lib/package-root';
import * as schema from './schema';

type Schema = typeof schema;
/** One type for both drivers: services never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

/** Serialises migrations when two API instances start against one Postgres at the same moment. */
const MIGRATION_LOCK_ID = 7_240_531;

const migrationsFolder = () => path.join(apiPackageRoot(), 'drizzle');

export async function openDatabase(database: Config['database']): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') return openPostgres(database.url);
  return openPglite(database.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  await migrateWithLock(url);
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return { db: db as unknown as Database, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

async function migrateWithLock(url: string): Promise<void> {
  // One connection, so the session-level advisory lock and the migration share it.
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: migrationsFolder() });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
