import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { apiPackageRoot } from '../src/lib/package-root';
import { dumpPglite, restorePglite } from '../src/ops/pglite-backup';
import { signedInAgent } from './helpers/accounts';
import { expectRestored, startBusyViewers } from './helpers/busy-viewers';
import { createPostgresDatabase, skipDatabaseSuite, TEST_DB } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const run = promisify(execFile);
const cli = path.join(apiPackageRoot(), 'src/ops/cli.ts');

/** `pnpm backup` / `pnpm restore` as an operator runs them: a separate process reading the environment. */
function command(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: apiPackageRoot(),
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
  );
}

let t: TestApp;
let movieId: number;
let scratch: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'kinora-backup-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe.skipIf(skipDatabaseSuite)('a backup taken while viewers write', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const { agent } = await signedInAgent(t.app, 'seed');
    movieId = (await agent.get('/api/v1/movies/category/popular')).body.content[0].id;
  });

  it('restores into a fresh instance with every write answered before it began, and no half transaction', async () => {
    const writes = startBusyViewers(t.app, movieId);
    await writes.more(4);
    const backupStartedAt = performance.now();
    let restored: TestApp;
    if (TEST_DB === 'postgres') {
      // The real command, in its own process, while this one keeps serving the writers.
      const file = path.join(scratch, 'live.dump');
      const backup = await command(['backup', '--out', file], { DATABASE_URL: t.databaseUrl });
      expect(backup).toMatchObject({ code: 0, out: expect.stringContaining('Backed up Postgres') });
      await writes.more(2);
      await writes.stop();
      const target = await createPostgresDatabase();
      const restore = await command(['restore', '--in', file], { DATABASE_URL: target.url });
      expect(restore.code, restore.out).toBe(0);
      // Over a database that now has tables: only with --force, which replaces what the backup holds.
      const again = await command(['restore', '--in', file], { DATABASE_URL: target.url });
      expect(again).toMatchObject({ code: 1, out: expect.stringContaining('add --force') });
      const forced = await command(['restore', '--in', file, '--force'], { DATABASE_URL: target.url });
      expect(forced.code, forced.out).toBe(0);
      restored = await createTestApp({}, { databaseUrl: target.url });
      const close = restored.close;
      restored.close = async () => {
        await close();
        await target.drop();
      };
    } else {
      // PGlite lives in the server's process: the backup is taken on its own connection, between transactions.
      const archive = await dumpPglite((t.app.deps.db as unknown as { $client: PGlite }).$client);
      await writes.more(2);
      await writes.stop();
      const dataDir = path.join(scratch, 'live');
      await restorePglite(archive, path.join(dataDir, 'db'));
      const app = await buildApp(
        testConfig({ DATABASE_URL: undefined, DATA_DIR: dataDir, RATE_LIMIT_AUTH_PER_MIN: '1000' }),
      );
      restored = { app, databaseUrl: '', close: () => app.close() };
    }
    try {
      await expectRestored(restored.app, writes, backupStartedAt, movieId);
    } finally {
      await restored.close();
    }
  });
});

describe.skipIf(TEST_DB !== 'pglite')('the commands on PGlite in DATA_DIR', () => {
  it('refuse while the server holds DATA_DIR, then back up and restore once it has stopped', async () => {
    const source = path.join(scratch, 'source');
    const env = { DATABASE_URL: '', DATA_DIR: source };
    const config = testConfig({ ...env, RATE_LIMIT_AUTH_PER_MIN: '1000' });
    const server = await buildApp(config);
    const { user } = await signedInAgent(server, 'kept');
    const file = path.join(scratch, 'pglite.tar.gz');

    const refused = await command(['backup', '--out', file], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      new RegExp(
        `^backup: DATA_DIR .* is in use by another Kinora process \\(pid ${process.pid}\\)\\. PGlite allows one process on DATA_DIR .*: stop the server, run \`pnpm backup\` again, then start the server\\n$`,
      ),
    );
    await server.close();

    expect(await command(['backup', '--out', file], env)).toMatchObject({ code: 0 });
    const target = { DATABASE_URL: '', DATA_DIR: path.join(scratch, 'target') };
    expect(await command(['restore', '--in', file], target)).toMatchObject({ code: 0 });
    // A second restore over it needs --force, and keeps the replaced database.
    const again = await command(['restore', '--in', file], target);
    expect(again).toMatchObject({ code: 1, out: expect.stringContaining('add --force to replace it') });
    const forced = await command(['restore', '--in', file, '--force'], target);
    expect(forced).toMatchObject({
      code: 0,
      out: expect.stringContaining('the replaced database is kept in'),
    });

    const restored = await buildApp(testConfig({ ...target, RATE_LIMIT_AUTH_PER_MIN: '1000' }));
    try {
      const { Agent } = await import('./helpers/agent');
      const agent = await new Agent(restored).prime();
      const signIn = await agent.post('/api/v1/auth/signin', {
        email: user.email,
        password: 'long enough pass',
      });
      expect(signIn.status).toBe(200);
    } finally {
      await restored.close();
    }
    // Five command-line runs, each a Node start with TypeScript: a busy machine needs longer than the default.
  }, 120_000);

  it('refuses a file that is not a backup, or one from the other kind of database', async () => {
    const junk = path.join(scratch, 'junk');
    writeFileSync(junk, 'not a backup');
    const env = { DATABASE_URL: '', DATA_DIR: path.join(scratch, 'other') };
    expect(await command(['restore', '--in', junk], env)).toMatchObject({
      code: 1,
      out: expect.stringContaining('is not a Kinora backup'),
    });
    const dump = path.join(scratch, 'fake.dump');
    writeFileSync(dump, Buffer.concat([Buffer.from('PGDMP'), readFileSync(junk)]));
    expect(await command(['restore', '--in', dump], env)).toMatchObject({
      code: 1,
      out: expect.stringContaining('is a postgres backup but this server uses pglite'),
    });
  });
});
