import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, EMPTY_HOME_HANDLERS } from '@/test/fake-trpc';
import { testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const page = (results: unknown[]) => ({ page: 1, results, total_pages: 1, total_results: results.length });

function embed(entries: unknown) {
  const script = document.createElement('script');
  script.id = 'kinora-prefetch';
  script.type = 'application/json';
  script.textContent = JSON.stringify(entries);
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('kinora-prefetch')?.remove();
});

describe('answers embedded in the page', () => {
  it('let the home page render its hero and first row without asking the server', async () => {
    const api = createFakeTrpc(EMPTY_HOME_HANDLERS);
    vi.stubGlobal('fetch', api.fetch);
    embed([
      {
        path: 'catalogue.trending',
        input: { media: 'movie' },
        data: page([
          { id: 1, title: 'Embedded Hero', backdrop_path: '/b1.svg', vote_average: 7, genre_ids: [] },
        ]),
      },
      {
        path: 'catalogue.category',
        input: { media: 'movie', category: 'now_playing' },
        data: page([{ id: 2, title: 'Embedded Poster', poster_path: '/p2.svg', vote_average: 6 }]),
      },
    ]);
    renderApp('/', testUser);

    expect(await screen.findByRole('heading', { name: 'Embedded Hero' })).toBeTruthy();
    expect(await screen.findByText('Embedded Poster')).toBeTruthy();
    expect(api.callsOf('catalogue.trending')).toEqual([]);
    expect(
      api
        .callsOf('catalogue.category')
        .filter((input) => (input as { category: string }).category === 'now_playing'),
    ).toEqual([]);
  });

  it('are ignored when unreadable', async () => {
    const api = createFakeTrpc(EMPTY_HOME_HANDLERS);
    vi.stubGlobal('fetch', api.fetch);
    const script = document.createElement('script');
    script.id = 'kinora-prefetch';
    script.textContent = '{not json';
    document.head.append(script);
    renderApp('/', testUser);

    await waitFor(() => expect(api.callsOf('catalogue.trending')).toEqual([{ media: 'movie' }]));
  });
});
