import { AppError } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../catalogue';
import type { FetchLike } from '../client';
import { createCachedCatalogue } from './cached-catalogue';
import {
  createSharedLoad,
  type RateBudget,
  SHARED_ERROR_TTL_MS,
  type SharedCache,
  type SharedEntry,
} from './shared';

/** An in-memory SharedCache (what Redis is to the API), with a switch that plays a store outage. */
function memoryCache() {
  const entries = new Map<string, SharedEntry>();
  const locks = new Set<string>();
  const state = { down: false, locksTaken: 0 };
  const up = () => {
    if (state.down) throw new Error('store down');
  };
  const cache: SharedCache = {
    async get(key) {
      up();
      // A copy, as a real store would answer.
      const entry = entries.get(key);
      return entry && (JSON.parse(JSON.stringify(entry)) as SharedEntry);
    },
    async set(key, entry) {
      up();
      entries.set(key, JSON.parse(JSON.stringify(entry)) as SharedEntry);
    },
    async lock(key) {
      up();
      if (locks.has(key)) return false;
      locks.add(key);
      state.locksTaken++;
      return true;
    },
    async unlock(key) {
      up();
      locks.delete(key);
    },
  };
  return { cache, entries, state };
}

const TTL = 1_000;
const GRACE = 10_000;
const noSleep = () => new Promise<void>((resolve) => setImmediate(resolve));

function instances(count: number, cache: SharedCache, clock: { t: number }) {
  return Array.from({ length: count }, () =>
    createSharedLoad({ cache, now: () => clock.t, notFoundTtlMs: 60_000, sleep: noSleep }),
  );
}

describe('shared catalogue cache (in-memory fake)', () => {
  it('makes one upstream call for identical misses across instances', async () => {
    const { cache } = memoryCache();
    const clock = { t: 0 };
    const loads = instances(3, cache, clock);
    let calls = 0;
    const upstream = async () => {
      calls++;
      await noSleep();
      return { title: 'Fight Club' };
    };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loads[i % 3]?.('k', TTL, GRACE, upstream)),
    );
    expect(calls).toBe(1);
    expect(answers.every((a) => a?.title === 'Fight Club')).toBe(true);
  });

  it('serves the last good answer while the upstream fails, and remembers the failure briefly', async () => {
    const { cache } = memoryCache();
    const clock = { t: 0 };
    const [first, second] = instances(2, cache, clock);
    await first?.('k', TTL, GRACE, async () => 'good');
    clock.t = TTL + 1;
    let calls = 0;
    const failing = async (): Promise<string> => {
      calls++;
      throw new AppError('UPSTREAM_FAILED', 'TMDB is down');
    };
    expect(await second?.('k', TTL, GRACE, failing)).toBe('good');
    expect(await first?.('k', TTL, GRACE, failing)).toBe('good');
    expect(calls).toBe(1);
  });

  it('answers a remembered failure without asking again, then asks again after the error TTL', async () => {
    const { cache } = memoryCache();
    const clock = { t: 0 };
    const [first, second] = instances(2, cache, clock);
    let calls = 0;
    const failing = async (): Promise<string> => {
      calls++;
      throw new AppError('UPSTREAM_FAILED', 'TMDB is down');
    };
    await expect(first?.('k', TTL, GRACE, failing)).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
    await expect(second?.('k', TTL, GRACE, failing)).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
    expect(calls).toBe(1);
    clock.t = SHARED_ERROR_TTL_MS + 1;
    expect(await second?.('k', TTL, GRACE, async () => 'back')).toBe('back');
  });

  it('does not remember a refusal for load (RATE_LIMITED)', async () => {
    const { cache } = memoryCache();
    const [only] = instances(1, cache, { t: 0 });
    await expect(
      only?.('k', TTL, GRACE, async () => {
        throw new AppError('RATE_LIMITED', 'busy');
      }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(await only?.('k', TTL, GRACE, async () => 'ok')).toBe('ok');
  });

  it('asks the upstream directly while the store is away', async () => {
    const { cache, state } = memoryCache();
    state.down = true;
    const [only] = instances(1, cache, { t: 0 });
    expect(await only?.('k', TTL, GRACE, async () => 'direct')).toBe('direct');
  });
});

describe('cached catalogue over a shared cache', () => {
  it('lets a second instance answer from what the first fetched', async () => {
    const { cache } = memoryCache();
    let calls = 0;
    const inner = {
      kind: 'tmdb',
      details: async (media: string, id: number) => {
        calls++;
        return { id, media, genres: [] };
      },
    } as unknown as Catalogue;
    const first = createCachedCatalogue(inner, { now: () => 0, shared: cache });
    const second = createCachedCatalogue(inner, { now: () => 0, shared: cache });
    await first.details('movie', 550);
    expect(await second.details('movie', 550)).toMatchObject({ id: 550 });
    expect(calls).toBe(1);
  });
});

describe('request budget', () => {
  it('refuses like a TMDB 429 when the budget stays spent, and passes requests within it', async () => {
    const { budgetedFetch } = await import('./shared');
    let left = 1;
    const budget: RateBudget = { take: async () => left-- > 0 };
    let sent = 0;
    const fetch: FetchLike = async () => {
      sent++;
      return { status: 200, headers: { get: () => null }, text: async () => '{}' };
    };
    const limited = budgetedFetch(fetch, budget, async () => {});
    const init = { method: 'GET' as const, headers: {}, signal: new AbortController().signal };
    expect((await limited('u', init)).status).toBe(200);
    const refused = await limited('u', init);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(sent).toBe(1);
  });

  it('lets requests through when the budget store fails', async () => {
    const { budgetedFetch } = await import('./shared');
    const budget: RateBudget = {
      take: async () => {
        throw new Error('down');
      },
    };
    const fetch: FetchLike = async () => ({
      status: 200,
      headers: { get: () => null },
      text: async () => '{}',
    });
    const init = { method: 'GET' as const, headers: {}, signal: new AbortController().signal };
    expect((await budgetedFetch(fetch, budget, async () => {})('u', init)).status).toBe(200);
  });
});
