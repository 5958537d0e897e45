import { SEARCH_TYPES, type SearchType } from '@kinora/domain';
import type { Catalogue } from '../catalogue';

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

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
