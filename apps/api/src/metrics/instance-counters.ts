import { CACHE_READ_RESULTS, type CacheReadCounts, type InstanceCounters } from '@kinora/domain';
import type { Registry } from 'prom-client';
import type { TmdbRecent } from './tmdb-recent';

type CounterValues = Array<{ value: number; labels: Record<string, string | number | undefined> }>;

/** The values of one counter of the registry, by label set; none when the series does not exist. */
async function valuesOf(registry: Registry, name: string): Promise<CounterValues> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return [];
  return (await metric.get()).values as CounterValues;
}

const isCacheResult = (value: unknown): value is keyof CacheReadCounts =>
  (CACHE_READ_RESULTS as readonly unknown[]).includes(value);

/**
 * What this instance reports at each heartbeat: read from its own metrics registry, so the status page's numbers
 * are the ones its /metrics shows (kinora_tmdb_requests_total by outcome, kinora_cache_reads_total by cache and
 * result), plus TMDB's recent window and last answer.
 */
export async function readInstanceCounters(
  registry: Registry,
  tmdbRecent: TmdbRecent,
): Promise<InstanceCounters> {
  const byOutcome: Record<string, number> = {};
  for (const { value, labels } of await valuesOf(registry, 'kinora_tmdb_requests_total')) {
    const outcome = String(labels.outcome);
    byOutcome[outcome] = (byOutcome[outcome] ?? 0) + value;
  }
  const caches: Record<string, CacheReadCounts> = {};
  for (const { value, labels } of await valuesOf(registry, 'kinora_cache_reads_total')) {
    const cache = String(labels.cache);
    if (!isCacheResult(labels.result)) continue;
    const counts = caches[cache] ?? { hit: 0, stale: 0, miss: 0 };
    counts[labels.result] += value;
    caches[cache] = counts;
  }
  const recent = tmdbRecent.read();
  return {
    tmdb: {
      byOutcome,
      recent: { requests: recent.requests, errors: recent.errors },
      lastAnswer: recent.lastAnswer
        ? { at: recent.lastAnswer.at.toISOString(), outcome: recent.lastAnswer.outcome }
        : null,
    },
    caches,
  };
}
