import { describe, expect, it } from 'vitest';
import { createDemoCatalogue } from '../demo';
import { createCachedCatalogue } from './cached-catalogue';
import type { SharedCache, SharedEntry } from './shared';

const NOW = Date.UTC(2025, 5, 15, 12);

/** A shared store (Redis in the API) that keeps what it is given, so the keys can be read. */
function recordingStore() {
  const entries = new Map<string, SharedEntry>();
  const store: SharedCache = {
    get: async (key) => entries.get(key),
    set: async (key, entry) => {
      entries.set(key, entry);
    },
    lock: async () => true,
    unlock: async () => {},
  };
  return { store, keys: () => [...entries.keys()] };
}

describe('one cache, every language', () => {
  it('keys English as before and every other language apart, in memory and in the shared store', async () => {
    const { store, keys } = recordingStore();
    const demo = createDemoCatalogue({ now: () => NOW });
    const cached = createCachedCatalogue(demo, { now: () => NOW, shared: store });
    const english = await cached.details('movie', 600_001);
    const french = await cached.inLocale('fr').details('movie', 600_001);
    const spanish = await cached.inLocale('es').details('movie', 600_001);

    expect(keys()).toEqual(
      expect.arrayContaining(['["details","movie",600001]', '["fr","details","movie",600001]']),
    );
    expect(keys()).toContain('["es","details","movie",600001]');
    expect(new Set([english.overview, french.overview, spanish.overview]).size).toBe(3);
    // Read again, each language gets its own answer back from memory.
    expect(await cached.details('movie', 600_001)).toBe(english);
    expect(await cached.inLocale('fr').details('movie', 600_001)).toBe(french);
    expect(cached.stats().upstreamCalls).toBe(3);
  });

  it('keeps a single entry for what no language changes', async () => {
    const { store, keys } = recordingStore();
    const cached = createCachedCatalogue(createDemoCatalogue({ now: () => NOW }), {
      now: () => NOW,
      shared: store,
    });
    await cached.inLocale('fr').keywords('movie', 600_001);
    await cached.inLocale('ko').watchProviders('movie', 600_001);
    await cached.keywords('movie', 600_001);
    expect(keys().sort()).toEqual(['["keywords","movie",600001]', '["providers","movie",600001]']);
  });
});
