import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { apiPackageRoot } from '../src/lib/package-root';
import { hashPassword } from '../src/services/auth/password';
import { Agent } from './helpers/agent';
import { createPostgresDatabase, skipDatabaseSuite, TEST_DB } from './helpers/database';

/**
 * The previous release's last migration: 0009_chat_request_hash is the first one this release adds. A database
 * that release created is rebuilt here from its own migrations, filled with plain SQL in its schema, and then
 * opened by the current app, which must roll it forward and keep every row.
 */
const PREVIOUS_RELEASE_LAST = '0009_chat_request_hash';

type Journal = { entries: Array<{ tag: string; when: number; idx: number }> };
const readJournal = () =>
  JSON.parse(readFileSync(path.join(apiPackageRoot(), 'drizzle/meta/_journal.json'), 'utf8')) as Journal;

/** A copy of drizzle/ cut after the previous release's last migration. */
function previousReleaseMigrations(into: string): string {
  const folder = path.join(into, 'drizzle');
  cpSync(path.join(apiPackageRoot(), 'drizzle'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === PREVIOUS_RELEASE_LAST);
  expect(last).toBeGreaterThan(0);
  for (const entry of journal.entries.slice(last + 1)) rmSync(path.join(folder, `${entry.tag}.sql`));
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? result) as Array<Record<string, unknown>>;

/** What a viewer of the previous release had: an account (with its region, 0008's column), a list, a chat. */
async function fillAsPreviousRelease(execute: (query: ReturnType<typeof sql>) => Promise<unknown>) {
  const hash = await hashPassword('long enough pass');
  const [user] = rowsOf(
    await execute(sql`insert into users (email, username, password_hash, region, email_verified_at)
      values ('old@example.com', 'oldviewer', ${hash}, 'DE', now()) returning id`),
  );
  await execute(sql`insert into watchlist_items (user_id, media_type, tmdb_id, title)
    values (${user?.id}, 'movie', 603, 'The Matrix')`);
  await execute(sql`insert into chat_history (user_id, query, response)
    values (${user?.id}, 'something like Heat', 'Try Thief')`);
}

let scratch: string | undefined;
let cleanup: () => Promise<void> = async () => {};
afterAll(async () => {
  await cleanup();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** The previous release's database, filled, and the current app started on it. */
async function upgradedApp(): Promise<FastifyInstance> {
  scratch = mkdtempSync(path.join(tmpdir(), 'kinora-upgrade-'));
  const migrationsFolder = previousReleaseMigrations(scratch);
  if (TEST_DB === 'postgres') {
    const database = await createPostgresDatabase();
    const client = postgres(database.url, { max: 1, onnotice: () => {} });
    const db = drizzlePostgres({ client });
    await migratePostgres(db, { migrationsFolder });
    await fillAsPreviousRelease((query) => db.execute(query));
    await client.end();
    const app = await buildApp(testConfig({ DATABASE_URL: database.url, RATE_LIMIT_AUTH_PER_MIN: '1000' }));
    cleanup = async () => {
      await app.close();
      await database.drop();
    };
    return app;
  }
  const dataDir = path.join(scratch, 'data');
  mkdirSync(path.join(dataDir, 'db'), { recursive: true });
  const client = new PGlite(path.join(dataDir, 'db'));
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  await fillAsPreviousRelease((query) => db.execute(query));
  await client.close();
  const app = await buildApp(
    testConfig({ DATABASE_URL: '', DATA_DIR: dataDir, RATE_LIMIT_AUTH_PER_MIN: '1000' }),
  );
  cleanup = () => app.close();
  return app;
}

describe.skipIf(skipDatabaseSuite)("upgrading the previous release's database", () => {
  it('rolls it forward at start and keeps its accounts and lists working', async () => {
    const app = await upgradedApp();

    const applied = rowsOf(
      await app.deps.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    expect(applied[0]?.n).toBe(readJournal().entries.length);

    const agent = await new Agent(app).prime();
    const signIn = await agent.post('/api/v1/auth/signin', {
      email: 'old@example.com',
      password: 'long enough pass',
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ username: 'oldviewer' });
    const list = (await agent.get('/api/v1/movies/getWatchlist')).body.content;
    expect(list.map((i: { id: number; type: string }) => [i.type, i.id])).toEqual([['movie', 603]]);
    expect((await agent.get('/api/v1/user/region')).body.region).toBe('DE');
    const exported = await agent.get('/api/v1/user/export');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).toContain('something like Heat');

    // And it writes in the new schema: the upgraded account adds to its list.
    const movieId = (await agent.get('/api/v1/movies/category/popular')).body.content[0].id;
    expect((await agent.put(`/api/v1/movies/addWatch/${movieId}`)).status).toBe(200);
    expect((await agent.get('/api/v1/movies/getWatchlist')).body.content).toHaveLength(
      movieId === 603 ? 1 : 2,
    );
  });
});

describe.skipIf(skipDatabaseSuite)('migrations only roll forward', () => {
  it('keeps the journal in time order, so the migrator never skips a migration as already applied', () => {
    // drizzle applies only migrations newer than the database's last one: an entry dated before its predecessor
    // would be skipped silently on every database that already has the predecessor.
    const { entries } = readJournal();
    entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(entries[i - 1]?.when ?? 0);
    });
  });

  it('refuses to start on a database that a newer release migrated', async () => {
    const newest = readJournal().entries.at(-1)?.when ?? 0;
    const future = sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${newest + 1000})`;
    const message =
      /^The database was migrated by a newer Kinora release .*this release knows migrations up to \d{4}_\w+\)\. Migrations only roll forward: run the newer release, or restore the backup taken before the upgrade$/;
    if (TEST_DB === 'postgres') {
      const database = await createPostgresDatabase();
      try {
        const first = await buildApp(testConfig({ DATABASE_URL: database.url }));
        await first.deps.db.execute(future);
        await first.close();
        await expect(buildApp(testConfig({ DATABASE_URL: database.url }))).rejects.toThrow(message);
      } finally {
        await database.drop();
      }
      return;
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kinora-newer-'));
    try {
      const first = await buildApp(testConfig({ DATABASE_URL: '', DATA_DIR: dataDir }));
      await first.deps.db.execute(future);
      await first.close();
      await expect(buildApp(testConfig({ DATABASE_URL: '', DATA_DIR: dataDir }))).rejects.toThrow(message);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
