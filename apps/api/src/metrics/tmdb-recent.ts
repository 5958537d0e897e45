import { OPERATOR_STATUS, TMDB_FAILED_OUTCOMES, type TmdbRequestOutcome } from '@kinora/domain';
import type { TmdbOutcome } from './tmdb-fetch';

/** The recent window is kept in slices this long: a request drops out of it at most one slice late. */
const SLICE_MS = 10_000;

export type TmdbRecent = {
  /** Counts one TMDB request (handed to observedFetch beside the metrics' own observer). */
  record(outcome: TmdbOutcome): void;
  /** Requests and failed ones over the last OPERATOR_STATUS.TMDB_RECENT_WINDOW_MS, and the newest request. */
  read(): {
    requests: number;
    errors: number;
    lastAnswer: { at: Date; outcome: TmdbOutcome } | null;
  };
};

/**
 * This instance's recent TMDB requests, for the status page's "reachable" and recent error rate: the counters in
 * the registry only ever grow, so they cannot say what happened in the last minutes. Costs one map entry per slice.
 */
export function createTmdbRecent(
  now: () => Date,
  windowMs: number = OPERATOR_STATUS.TMDB_RECENT_WINDOW_MS,
): TmdbRecent {
  const slices = new Map<number, { requests: number; errors: number }>();
  let lastAnswer: { at: Date; outcome: TmdbOutcome } | null = null;
  const failed = new Set<string>(TMDB_FAILED_OUTCOMES);

  function dropOld(at: number) {
    const oldestKept = Math.floor((at - windowMs) / SLICE_MS);
    for (const slice of slices.keys()) if (slice <= oldestKept) slices.delete(slice);
  }

  return {
    record(outcome) {
      const at = now();
      const key = Math.floor(at.getTime() / SLICE_MS);
      const slice = slices.get(key) ?? { requests: 0, errors: 0 };
      slice.requests += 1;
      if (failed.has(outcome)) slice.errors += 1;
      slices.set(key, slice);
      lastAnswer = { at, outcome };
      dropOld(at.getTime());
    },
    read() {
      dropOld(now().getTime());
      let requests = 0;
      let errors = 0;
      for (const slice of slices.values()) {
        requests += slice.requests;
        errors += slice.errors;
      }
      return { requests, errors, lastAnswer };
    },
  };
}

/** Both ways assignable: the metrics' outcome names and the domain's list are the same set. */
type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when the metrics' outcomes and the domain's TMDB_OUTCOMES drift apart. */
export const OUTCOMES_MATCH: SameSet<TmdbOutcome, TmdbRequestOutcome> = true;
