import type { FetchLike } from '@kinora/tmdb';

/** How one TMDB request ended: its status class (429 apart: TMDB's own rate limit), or why there was none. */
export type TmdbOutcome = '2xx' | '3xx' | '4xx' | '429' | '5xx' | 'timeout' | 'network';

export type TmdbFetchObserver = (outcome: TmdbOutcome, seconds: number) => void;

function outcomeOfStatus(status: number): TmdbOutcome {
  if (status === 429) return '429';
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}

/**
 * The fetch handed to the TMDB client, timed and counted. The client aborts a request past its own timeout, so
 * an aborted one counts as a timeout; any other rejection is a network failure. The time is to the headers, as
 * the client's own timeout counts it.
 */
export function observedFetch(fetch: FetchLike, observe: TmdbFetchObserver): FetchLike {
  return async (url, init) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const response = await fetch(url, init);
      observe(outcomeOfStatus(response.status), seconds());
      return response;
    } catch (error) {
      observe(init.signal.aborted ? 'timeout' : 'network', seconds());
      throw error;
    }
  };
}
