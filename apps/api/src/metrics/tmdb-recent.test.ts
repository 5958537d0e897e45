import { OPERATOR_STATUS } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { createTmdbRecent } from './tmdb-recent';

describe("this instance's recent TMDB requests", () => {
  it('counts requests and failures within the window, and forgets older ones', () => {
    let at = Date.UTC(2026, 0, 1, 10);
    const recent = createTmdbRecent(() => new Date(at));
    expect(recent.read()).toEqual({ requests: 0, errors: 0, lastAnswer: null });
    recent.record('2xx');
    recent.record('5xx');
    at += 60_000;
    recent.record('timeout');
    recent.record('4xx');
    expect(recent.read()).toEqual({
      requests: 4,
      errors: 2,
      lastAnswer: { at: new Date(at), outcome: '4xx' },
    });
    // The first two leave the window; the last answer stays known however old.
    at += OPERATOR_STATUS.TMDB_RECENT_WINDOW_MS - 30_000;
    expect(recent.read()).toMatchObject({ requests: 2, errors: 1 });
    at += OPERATOR_STATUS.TMDB_RECENT_WINDOW_MS;
    expect(recent.read()).toMatchObject({ requests: 0, errors: 0, lastAnswer: { outcome: '4xx' } });
  });
});
