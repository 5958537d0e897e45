import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * Which database this vitest project runs on (see vitest.config.ts). On 'postgres' every test app gets a
 * brand-new database on the local server, dropped afterwards, so files never see each other's rows.
 */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function probePostgres(): Promise<boolean> {
  const sql = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

const postgresReachable = TEST_DB === 'postgres' ? await probePostgres() : false;

/** Whether the local Postgres server answers, for tests outside the postgres project that need a real one. */
export const postgresServerReachable =
  TEST_DB === 'postgres' ? () => Promise.resolve(postgresReachable) : probePostgres;
if (TEST_DB === 'postgres' && !postgresReachable) {
  if (process.env.CI) throw new Error(`CI needs Postgres at ${ADMIN_URL} for the postgres test project`);
  console.warn(
    `\n!!! Postgres is not reachable at ${ADMIN_URL}: SKIPPING the postgres integration project !!!\n`,
  );
}

/** True when this project cannot run (postgres project without a server, outside CI). */
export const skipDatabaseSuite = TEST_DB === 'postgres' && !postgresReachable;

/** A database URL for one test app: memory:// on PGlite, a fresh database on Postgres. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (TEST_DB === 'pglite') return { url: 'memory://', drop: async () => {} };
  return createPostgresDatabase();
}

/** A brand-new database on the local Postgres server, whichever project runs. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  // Parallel runs on one server can tell their databases apart by prefix.
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'kinora_test_'}${randomBytes(6).toString('hex')}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const sql = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    },
  };
}
