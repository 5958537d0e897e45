import { SEARCH_TYPES, type SearchType } from '@kinora/domain';
import type { Catalogue } from '../catalogue';
import { DEFAULT_DEMO_SEED } from './demo-catalogue';
import { searchDocs } from './demo-search';
import { createSearchIndex, type SearchIndex } from './search-index';
import { createWorld } from './world';

/**
 * Figures for the lead's `pnpm bench` (never used in tests: tests do not assert on time).
 * Each query is run against movies, TV and people in turn; the first pass warms the JIT and is not counted.
 */
export type SearchTimings = { samples: number; p50Ms: number; p95Ms: number; maxMs: number };

const P50 = 0.5;
const P95 = 0.95;

export async function measureDemoSearch(
  catalogue: Catalogue,
  queries: readonly string[],
  iterations: number,
): Promise<SearchTimings> {
  const run = (kind: SearchType, query: string) =>
    kind === 'person' ? catalogue.searchPeople(query) : catalogue.search(kind, query);
  for (const query of queries) for (const kind of SEARCH_TYPES) await run(kind, query);
  const timings: number[] = [];
  for (let i = 0; i < iterations; i++) {
    for (const query of queries) {
      for (const kind of SEARCH_TYPES) {
        const started = performance.now();
        await run(kind, query);
        timings.push(performance.now() - started);
      }
    }
  }
  timings.sort((a, b) => a - b);
  return {
    samples: timings.length,
    p50Ms: percentile(timings, P50),
    p95Ms: percentile(timings, P95),
    maxMs: timings[timings.length - 1] ?? 0,
  };
}

/** How long building a demo catalogue takes, in ms (what a server start pays). */
export function measureDemoCreation(create: () => unknown): number {
  const started = performance.now();
  create();
  return performance.now() - started;
}

export type SearchIndexCost = { buildMs: number; heapMiB: number; names: number };
/** The caller's view of the heap: this package reads no process state of its own. */
export type HeapProbe = { collect(): void; usedBytes(): number };

const BYTES_PER_MIB = 1024 * 1024;

/**
 * What the demo's first searches pay to build the movie, show and people indexes (names and alternative titles
 * included), and the heap the three hold afterwards, read between two full collections so garbage is not counted.
 */
export function measureDemoSearchIndex(heap: HeapProbe, seed = DEFAULT_DEMO_SEED): SearchIndexCost {
  const world = createWorld(seed);
  heap.collect();
  const heapBefore = heap.usedBytes();
  const started = performance.now();
  const indexes: SearchIndex[] = [];
  let names = 0;
  for (const kind of SEARCH_TYPES) {
    const docs = searchDocs(world, kind);
    for (const doc of docs) names += doc.names.length;
    indexes.push(createSearchIndex(docs));
  }
  const buildMs = performance.now() - started;
  heap.collect();
  const heapMiB = (heap.usedBytes() - heapBefore) / BYTES_PER_MIB;
  // Keeps the indexes alive until after the second reading.
  if (indexes.length !== SEARCH_TYPES.length) throw new Error('an index is missing');
  return { buildMs, heapMiB, names };
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
