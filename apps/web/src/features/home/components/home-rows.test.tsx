import { SESSION_KEYS } from '@kinora/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const api = createFakeTrpc();
const page = (results: unknown[]) => ({ page: 1, results, total_pages: 1, total_results: results.length });
/** An answer that never comes: the rows stay loading. */
const never = () => new Promise(() => {});

beforeEach(() => {
  api.fetch.mockReset();
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  vi.stubGlobal('fetch', api.fetch);
  api.serve({
    'catalogue.trending': () => page([]),
    'catalogue.category': never,
    'catalogue.popularPeople': never,
    'history.continueWatching': () => [],
    'calendar.list': () => [],
    'catalogue.picks': () => ({ becauseYouWatched: null, moreLikeYourList: [] }),
    'profiles.list': () => ({ content: [], active: 'user-1' }),
  });
});

describe('home rows while they load', () => {
  it('pulse as one block a row, in the shape of seven cards, instead of an animation per card', async () => {
    renderApp('/', testUser);

    for (const heading of ['Now Playing', 'Popular People']) {
      const row = (await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement;
      const pulsing = row.querySelectorAll('[class*="animate-pulse"]');
      expect(pulsing).toHaveLength(1);
      expect(pulsing[0]?.getAttribute('aria-hidden')).toBe('true');
      expect(pulsing[0]?.querySelectorAll('[class*="aspect-[2/3]"]')).toHaveLength(7);
    }
    // Screen readers still hear each row loading.
    expect(screen.getByText('Loading Now Playing')).toBeTruthy();
  });
});
