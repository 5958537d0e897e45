import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const title = (id: number, name: string) => ({
  id,
  title: name,
  poster_path: '/p.svg',
  release_date: '2024-01-01',
});
const page = (results: unknown[], pageNumber = 1, totalPages = 1) => ({
  page: pageNumber,
  results,
  total_pages: totalPages,
  total_results: results.length,
});

/**
 * Search answers 'Alpha' and 'Beta'; on the viewer's services only 'Beta', or (with `pages`) nothing on any of
 * `pages` pages.
 */
function serve(pages = 1) {
  const api = createFakeTrpc({
    'catalogue.trending': () => page([]),
    'catalogue.search': (input: { onMyServices?: boolean; page?: number }) =>
      pages > 1
        ? page([], input.page ?? 1, pages)
        : page(input.onMyServices ? [title(2, 'Beta')] : [title(1, 'Alpha'), title(2, 'Beta')]),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  window.sessionStorage.setItem(SESSION_KEYS.SEARCH_QUERY, 'harbor');
  window.sessionStorage.removeItem(SESSION_KEYS.SEARCH_TYPE);
});

const results = () => screen.findByRole('region', { name: /^Results/ });

describe('search on my services', () => {
  it('keeps only titles on the viewer’s services while the switch is on, and offers it for titles only', async () => {
    const api = serve();
    renderApp('/search', testUser);
    await within(await results()).findByText('Alpha');
    fireEvent.click(screen.getByRole('switch', { name: 'On my services' }));

    const grid = await results();
    expect(await within(grid).findByText('Beta')).toBeTruthy();
    expect(within(grid).queryByText('Alpha')).toBeNull();
    expect(api.callsOf('catalogue.search').at(-1)).toEqual({
      type: 'movie',
      query: 'harbor',
      page: 1,
      onMyServices: true,
      region: 'US',
    });

    fireEvent.click(screen.getByRole('radio', { name: 'Person' }));
    expect(screen.queryByRole('switch', { name: 'On my services' })).toBeNull();
  });

  it('stops walking pages by itself when nothing is on the services, and says so', async () => {
    const api = serve(50);
    renderApp('/search?services=mine', testUser);
    expect(await screen.findByText(/No movies on your services for/)).toBeTruthy();
    const pagesAsked = () =>
      (api.callsOf('catalogue.search') as { type: string; page: number }[]).flatMap((input) =>
        input.type === 'movie' ? [input.page] : [],
      );
    expect(pagesAsked()).toEqual([1, 2, 3]);
    fireEvent.click(screen.getByRole('button', { name: 'Search further' }));
    await vi.waitFor(() => expect(pagesAsked()).toEqual([1, 2, 3, 4]));
  });
});
