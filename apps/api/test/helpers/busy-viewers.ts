import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signedInAgent } from './accounts';
import { Agent } from './agent';

/** Items each all-or-nothing batch writes with its account, in one transaction. */
export const BATCH_ITEMS = 3;

type Finished = { email: string; at: number };

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? result) as Array<Record<string, unknown>>;

/**
 * Viewers who keep writing until stopped: two sign up and add a movie to their watch-later list through the
 * REST door, one writes an account and BATCH_ITEMS list rows in a single transaction (with pauses inside it,
 * so a backup can fall in the middle). Each write is recorded with the moment its answer arrived.
 */
export function startBusyViewers(app: FastifyInstance, movieId: number) {
  const viewers: Finished[] = [];
  const batches: Finished[] = [];
  let stopped = false;

  const viewer = async (name: string) => {
    while (!stopped) {
      const { agent, user } = await signedInAgent(app, name);
      const added = await agent.put(`/api/v1/movies/addWatch/${movieId}`);
      expect(added.status).toBe(200);
      viewers.push({ email: user.email, at: performance.now() });
    }
  };
  const batchWriter = async () => {
    while (!stopped) {
      const email = `batch-${randomUUID()}@example.com`;
      await app.deps.db.transaction(async (tx) => {
        const [user] = rowsOf(
          await tx.execute(
            sql`insert into users (email, username) values (${email}, ${email.slice(6, 30)}) returning id`,
          ),
        );
        for (let i = 0; i < BATCH_ITEMS; i += 1) {
          await tx.execute(sql`insert into watchlist_items (profile_id, media_type, tmdb_id, title)
            values (${user?.id}, 'movie', ${movieId + i}, 'batch item')`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      });
      batches.push({ email, at: performance.now() });
    }
  };
  const running = Promise.all([viewer('busya'), viewer('busyb'), batchWriter()]);

  return {
    viewers,
    batches,
    /** Resolves once `count` more writes of each kind have been answered. */
    async more(count: number) {
      const [v, b] = [viewers.length + count, batches.length + count];
      while (viewers.length < v || batches.length < b) await new Promise((r) => setTimeout(r, 20));
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/**
 * What a restored copy must show: every write answered before the backup began is there (the viewers can sign
 * in and see their list), and every batch is there whole or not at all.
 */
export async function expectRestored(
  restored: FastifyInstance,
  writes: { viewers: Finished[]; batches: Finished[] },
  backupStartedAt: number,
  movieId: number,
) {
  const before = writes.viewers.filter((w) => w.at < backupStartedAt);
  expect(before.length).toBeGreaterThan(0);
  for (const { email } of before) {
    const agent = await new Agent(restored).prime();
    const signIn = await agent.post('/api/v1/auth/signin', { email, password: 'long enough pass' });
    expect(signIn.status, email).toBe(200);
    const list = (await agent.get('/api/v1/movies/getWatchlist')).body.content;
    expect(list.map((i: { id: number }) => i.id)).toEqual([movieId]);
  }
  const counts = rowsOf(
    await restored.deps.db.execute(sql`select u.email, count(w.id)::int as items from users u
      left join watchlist_items w on w.profile_id = u.id where u.email like 'batch-%' group by u.email`),
  );
  for (const row of counts) expect(row.items, String(row.email)).toBe(BATCH_ITEMS);
  const restoredBatches = new Set(counts.map((row) => row.email));
  for (const { email } of writes.batches.filter((w) => w.at < backupStartedAt)) {
    expect(restoredBatches.has(email), email).toBe(true);
  }
}
