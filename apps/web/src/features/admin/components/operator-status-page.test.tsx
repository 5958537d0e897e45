import { OPERATOR_STATUS, type OperatorStatus, SESSION_KEYS } from '@kinora/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, FakeTrpcError } from '@/test/fake-trpc';
import { PRIMARY, testAdmin, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const cache = (name: string, hits: number, stale: number, misses: number) => ({
  cache: name,
  hits,
  stale,
  misses,
  hitRate: hits + stale + misses > 0 ? (hits + stale) / (hits + stale + misses) : null,
});

const STATUS: OperatorStatus = {
  generatedAt: '2026-11-25T10:04:00.000Z',
  seenWithinSeconds: 120,
  instances: [
    {
      id: 'api-a:41:1a2b3c4d',
      host: 'api-a',
      version: '0.0.0 (schema 0011_alerts)',
      startedAt: '2026-11-25T09:00:00.000Z',
      lastSeen: '2026-11-25T10:03:52.000Z',
      secondsSinceSeen: 8,
      tmdb: { requests: 40, errors: 2, errorRate: 0.05, byOutcome: { '2xx': 38, '5xx': 2 } },
      caches: [cache('catalogue', 90, 5, 5), cache('session', 30, 0, 10)],
    },
    {
      id: 'api-b:52:9f8e7d6c',
      host: 'api-b',
      version: '0.0.0 (schema 0011_alerts)',
      startedAt: '2026-11-25T09:30:00.000Z',
      lastSeen: '2026-11-25T10:03:59.000Z',
      secondsSinceSeen: 1,
      tmdb: { requests: 10, errors: 0, errorRate: 0, byOutcome: { '2xx': 10 } },
      caches: [cache('catalogue', 10, 0, 0), cache('session', 0, 0, 0)],
    },
  ],
  totals: {
    tmdb: { requests: 50, errors: 2, errorRate: 0.04, byOutcome: { '2xx': 48, '5xx': 2 } },
    caches: [cache('catalogue', 100, 5, 5), cache('session', 30, 0, 10)],
  },
  tmdb: {
    state: 'degraded',
    recent: { windowSeconds: 300, requests: 8, errors: 2, errorRate: 0.25 },
    lastAnswer: {
      at: '2026-11-25T10:03:50.000Z',
      outcome: '5xx',
      secondsAgo: 10,
      instanceId: 'api-a:41:1a2b3c4d',
    },
  },
  mailQueue: { depth: 3, failed: 1, oldestAgeSeconds: 250 },
  jobs: [
    {
      name: 'prune-sessions',
      everySeconds: 600,
      lastStartedAt: '2026-11-25T10:00:00.000Z',
      lastFinishedAt: '2026-11-25T10:00:01.000Z',
      lastError: null,
      runs: 6,
      failures: 0,
      isRunning: false,
      nextDueAt: '2026-11-25T10:10:00.000Z',
    },
    {
      name: 'prune-rate-limits',
      everySeconds: 600,
      lastStartedAt: '2026-11-25T10:00:00.000Z',
      lastFinishedAt: '2026-11-25T10:00:02.000Z',
      lastError: 'connection refused',
      runs: 6,
      failures: 1,
      isRunning: false,
      nextDueAt: '2026-11-25T10:10:00.000Z',
    },
  ],
};

function serve(status: () => OperatorStatus = () => STATUS) {
  const api = createFakeTrpc({
    'admin.status': () => ({ isAdmin: true, isElevated: true }),
    'admin.operatorStatus': status,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const region = (name: RegExp | string) => screen.getByRole('region', { name });

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the operator status page', () => {
  it('shows the instances, TMDB, the caches, the mail queue and the jobs under clear labels', async () => {
    serve();
    renderApp('/profile/admin/status', testAdmin);
    await screen.findByRole('heading', { level: 1, name: 'Operator status' });
    expect(
      within(screen.getByRole('navigation', { name: 'Admin area' }))
        .getByRole('link', { name: 'Status' })
        .getAttribute('aria-current'),
    ).toBe('page');

    const instances = await screen.findByRole('region', { name: 'Instances seen in the last 2 minutes (2)' });
    const cards = within(instances).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'api-a · 1a2b3c4d',
      'api-b · 9f8e7d6c',
    ]);
    expect(cards[0]?.textContent).toContain('Last report8 s ago');
    expect(cards[0]?.textContent).toContain('TMDB errors2 (5%)');
    expect(cards[0]?.textContent).toContain('Catalogue cache hits95%');

    const tmdb = region('TMDB');
    expect(within(tmdb).getByText('Degraded')).toBeTruthy();
    expect(tmdb.textContent).toContain('Error rate, last 5 minutes25% (2 of 8 requests)');
    expect(tmdb.textContent).toContain('Error rate since the instances started4% (2 of 50 requests)');
    expect(tmdb.textContent).toContain('Last answer5xx, 10 s ago');

    const caches = within(region('Cache hit rates (all instances)')).getAllByRole('row');
    expect(caches.map((row) => row.textContent)).toEqual([
      'CacheHitsStaleMissesHit rate',
      'Catalogue1005595%',
      'Session3001075%',
    ]);

    const mail = region('Mail queue');
    expect(mail.textContent).toContain('Waiting to be sent3');
    expect(mail.textContent).toContain('Oldest waiting for4 min');
    expect(mail.textContent).toContain('Given up after every retry1');

    const jobs = within(region('Last job runs')).getAllByRole('listitem');
    expect(jobs[0]?.textContent).toContain('OutcomeSucceeded');
    expect(jobs[1]?.textContent).toContain('OutcomeFailed: connection refused');
    expect(jobs[1]?.textContent).toContain('Runs (failed)6 (1)');
  });

  it('shows a skeleton, then the error with a way to try again, and the figures once they load', async () => {
    let fail = true;
    const api = serve(() => {
      if (fail) throw new FakeTrpcError('The database is not answering', 503, 'SERVICE_UNAVAILABLE');
      return STATUS;
    });
    renderApp('/profile/admin/status', testAdmin);
    expect(await screen.findByRole('status', { name: 'Loading the status' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The status could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /^Instances seen/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsOf('admin.operatorStatus').length).toBeGreaterThanOrEqual(2);
  });

  it('reads the figures again every refresh period, and keeps the last ones if a refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const api = serve(() => {
      reads += 1;
      // The client asks the other server once before giving up: both fail from the third read on.
      if (reads >= 3) throw new FakeTrpcError('The database is not answering', 503, 'SERVICE_UNAVAILABLE');
      return { ...STATUS, mailQueue: { ...STATUS.mailQueue, depth: reads } };
    });
    renderApp('/profile/admin/status', testAdmin);
    const mail = await screen.findByRole('region', { name: 'Mail queue' });
    expect(mail.textContent).toContain('Waiting to be sent1');

    await act(() => vi.advanceTimersByTimeAsync(OPERATOR_STATUS.REFRESH_MS));
    await waitFor(() => expect(region('Mail queue').textContent).toContain('Waiting to be sent2'));
    await act(() => vi.advanceTimersByTimeAsync(OPERATOR_STATUS.REFRESH_MS));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('these are the last figures read');
    expect(region('Mail queue').textContent).toContain('Waiting to be sent2');
    expect(api.callsOf('admin.operatorStatus').length).toBeGreaterThanOrEqual(3);
  });

  it('is not open to a viewer who is not an admin', async () => {
    const api = createFakeTrpc({});
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/profile/admin/status', testUser);
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(api.callsOf('admin.operatorStatus')).toEqual([]);
  });
});
