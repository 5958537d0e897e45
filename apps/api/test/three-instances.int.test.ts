import { randomInt } from 'node:crypto';
import { type ReplayServer, startReplayServer, TEST_API_KEY } from '@kinora/tmdb/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueNamespace } from '../src/services/catalogue/redis-shared-cache';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite, TEST_DB } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const AUTH_PER_MINUTE = 4;

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const reachable = await redisReachable();
if (!reachable && process.env.CI) throw new Error(`CI needs Redis at ${REDIS_URL}`);

/**
 * Three instances as a deployment runs them: one Postgres database, one Redis, one TMDB key. The pieces are
 * proven one by one elsewhere (catalogue-shared-cache, rate-limit-redis, jobs); this is the whole door: the
 * same viewer and the same requests spread over the three through HTTP, as a balancer spreads them.
 */
describe.skipIf(skipDatabaseSuite || TEST_DB !== 'postgres' || !reachable)(
  'three instances on one Postgres and one Redis',
  () => {
    let tmdb: ReplayServer;
    const instances: TestApp[] = [];

    beforeAll(async () => {
      tmdb = await startReplayServer();
      // Keys carry the stand-in's address; a run never meets an earlier one's entries on a reused port.
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(
        `${catalogueNamespace({ baseUrl: tmdb.baseUrl, apiKey: TEST_API_KEY })}:*`,
      );
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      const env = {
        REDIS_URL,
        TMDB_API_KEY: TEST_API_KEY,
        TMDB_BASE_URL: tmdb.baseUrl,
        RATE_LIMIT_AUTH_PER_MIN: String(AUTH_PER_MINUTE),
      };
      const first = await createTestApp(env);
      instances.push(first);
      for (let i = 1; i < 3; i++) {
        instances.push(await createTestApp(env, { databaseUrl: first.databaseUrl }));
      }
    });
    afterAll(async () => {
      // The first made the database and drops it: it closes last.
      for (const instance of [...instances].reverse()) await instance.close();
      await tmdb?.close();
    });

    /** The same browser (its cookies) talking to instance `index`. */
    const sameBrowserOn = (agent: Agent, index: number, address?: string) => {
      const other = new Agent(instances[index]!.app, address);
      for (const [name, value] of agent.cookies) other.cookies.set(name, value);
      return other;
    };

    it('serves one viewer on any instance: signed in on one, writes on another, reads on the third', async () => {
      const { agent } = await signedInAgent(instances[0]!.app, 'three');
      const added = await sameBrowserOn(agent, 1).mutate('watchlist.add', { type: 'movie', id: 550 });
      expect(added.data).toMatchObject({ added: true });
      const listed = await sameBrowserOn(agent, 2).query('watchlist.list');
      expect(listed.data.map((item: { id: number }) => item.id)).toEqual([550]);
    });

    it('sends TMDB one request for 50 identical misses arriving over the three', async () => {
      const { agent } = await signedInAgent(instances[0]!.app, 'three');
      const browsers = [0, 1, 2].map((index) => sameBrowserOn(agent, index));
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) => browsers[i % 3]!.get('/api/v1/movies/credits/550')),
      );
      expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
      expect(tmdb.requestsTo('/movie/550/credits')).toHaveLength(1);
    });

    it('counts one address’s sign-in attempts across the three', async () => {
      const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const agents = await Promise.all(instances.map((instance) => new Agent(instance.app, address).prime()));
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= AUTH_PER_MINUTE; attempt++) {
        const reply = await agents[attempt % 3]!.post('/api/v1/auth/signin', {
          email: `r${randomInt(1e9)}@example.com`,
          password: 'whatever123',
        });
        statuses.push(reply.status);
      }
      expect(statuses).toEqual([...Array(AUTH_PER_MINUTE).fill(400), 429]);
    });
  },
);
