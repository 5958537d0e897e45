import { SESSION_KEYS } from '@kinora/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const MOVIE_ID = 600001;
const provider = (id: number, name: string, mine?: true) => ({
  provider_id: id,
  provider_name: name,
  logo_path: null,
  ...(mine ? { mine } : {}),
});

function serve(stream: ReturnType<typeof provider>[]) {
  const server = fakeTrpc({
    'catalogue.details': () => ({
      id: MOVIE_ID,
      title: 'Harbor Lights',
      overview: 'A film.',
      vote_average: 7,
      release_date: '2020-01-01',
      runtime: 100,
      genres: [],
      backdrop_path: null,
      poster_path: null,
    }),
    'catalogue.credits': () => ({ cast: [], crew: [] }),
    'catalogue.similar': () => ({ page: 1, results: [], total_pages: 0, total_results: 0 }),
    'catalogue.trailers': () => [],
    'ratings.forTitle': () => ({ mine: null, episodes: [], kinora: { average: null, count: 0 } }),
    'catalogue.watchProviders': () => ({ region: 'US', link: null, stream, rent: [], buy: [] }),
  });
  vi.stubGlobal('fetch', server.fetch);
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('Where to watch', () => {
  it("puts the viewer's services first and marks them as theirs", async () => {
    serve([provider(1, 'Reelstream'), provider(2, 'Marquee+', true), provider(3, 'Nightowl TV')]);
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);
    const row = await screen.findByRole('list', { name: 'Stream in US' });
    const badges = within(row).getAllByRole('listitem');
    expect(badges.map((badge) => badge.getAttribute('title'))).toEqual([
      'Marquee+ (your service)',
      'Reelstream',
      'Nightowl TV',
    ]);
    expect(within(badges[0]!).getByText('Yours')).toBeTruthy();
    expect(within(badges[1]!).queryByText('Yours')).toBeNull();
  });

  it('marks nothing when none of the offers is on their services', async () => {
    serve([provider(1, 'Reelstream'), provider(3, 'Nightowl TV')]);
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);
    const row = await screen.findByRole('list', { name: 'Stream in US' });
    expect(within(row).queryByText('Yours')).toBeNull();
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((badge) => badge.getAttribute('title')),
    ).toEqual(['Reelstream', 'Nightowl TV']);
  });
});
