import { KIDS_MESSAGES, SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTrpcError, fakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const SHOW_ID = 700077;

const show = {
  id: SHOW_ID,
  name: 'The Long Night',
  overview: 'A show.',
  adult: false,
  vote_average: 8.1,
  first_air_date: '2020-01-01',
  genres: [{ id: 18, name: 'Drama' }],
  number_of_seasons: 2,
  number_of_episodes: 5,
  created_by: [],
  backdrop_path: null,
  poster_path: null,
  seasons: [1, 2].map((season) => ({
    id: 9000 + season,
    name: `Season ${season}`,
    season_number: season,
    episode_count: season === 1 ? 2 : 3,
    air_date: '2020-01-01',
    overview: '',
    poster_path: null,
  })),
};

function episodesOf(input: unknown) {
  const { season } = input as { season: number };
  const count = season === 1 ? 2 : 3;
  return {
    season: { id: 9000 + season, name: `Season ${season}` },
    episodes: Array.from({ length: count }, (_, i) => ({
      id: season * 100 + i + 1,
      name: `S${season} story ${i + 1}`,
      overview: '',
      air_date: '2020-01-01',
      runtime: 40,
      vote_average: 7,
      episode_number: i + 1,
      season_number: season,
      still_path: null,
    })),
  };
}

const api = () =>
  fakeTrpc({
    'catalogue.details': () => show,
    'catalogue.credits': () => ({ cast: [], crew: [] }),
    'catalogue.similar': () => ({ page: 1, results: [], total_pages: 0, total_results: 0 }),
    'catalogue.episodes': episodesOf,
    // Where to watch is not these tests' subject: it fails quietly, as when the server cannot say.
    'catalogue.watchProviders': undefined,
    // Ratings are not these tests' subject either (features/ratings tests the block): nobody rated it yet.
    'ratings.forTitle': () => ({ mine: null, episodes: [], kinora: { average: null, count: 0 } }),
  });

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('TV details seasons', () => {
  it('fetches a season’s episodes only when it opens, and keeps one season open at a time', async () => {
    const server = api();
    vi.stubGlobal('fetch', server.fetch);
    renderApp(`/tv/details?id=${SHOW_ID}&name=x`, testUser);

    const first = await screen.findByRole('button', { name: /^Season 1/ });
    const second = screen.getByRole('button', { name: /^Season 2/ });
    expect(server.calls.some((call) => call.procedure === 'catalogue.episodes')).toBe(false);

    fireEvent.click(first);
    expect(await screen.findByRole('link', { name: 'Play Episode 2: S1 story 2' })).toBeTruthy();
    expect(server.calls.filter((call) => call.procedure === 'catalogue.episodes')).toEqual([
      { procedure: 'catalogue.episodes', input: { id: SHOW_ID, season: 1 } },
    ]);

    fireEvent.click(second);
    expect(await screen.findByRole('link', { name: 'Play Episode 3: S2 story 3' })).toBeTruthy();
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('link', { name: /S1 story/ })).toBeNull();
  });

  it('an episode’s Play link remembers the open season and scroll position, and links with the season’s count', async () => {
    vi.stubGlobal('fetch', api().fetch);
    renderApp(`/tv/details?id=${SHOW_ID}&name=x`, testUser);
    fireEvent.click(await screen.findByRole('button', { name: /^Season 2/ }));
    const play = await screen.findByRole('link', { name: 'Play Episode 2: S2 story 2' });
    window.scrollY = 640;

    expect(play.getAttribute('href')).toBe(
      `/watch?id=${SHOW_ID}&name=The+Long+Night&season=2&episode=2&tepisodes=3`,
    );
    fireEvent.click(play);

    expect(window.sessionStorage.getItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE)).toBe('true');
    expect(window.sessionStorage.getItem(SESSION_KEYS.OPEN_SEASON)).toBe('2');
    expect(window.sessionStorage.getItem(SESSION_KEYS.TV_SCROLL_Y)).toBe('640');
  });

  it('coming back from the player re-opens that season, restores the scroll position once its episodes show, then clears the flag', async () => {
    vi.stubGlobal('fetch', api().fetch);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.sessionStorage.setItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE, 'true');
    window.sessionStorage.setItem(SESSION_KEYS.OPEN_SEASON, '2');
    window.sessionStorage.setItem(SESSION_KEYS.TV_SCROLL_Y, '812');
    renderApp(`/tv/details?id=${SHOW_ID}&name=x`, testUser);

    const season = await screen.findByRole('region', { name: /^Season 2/ });
    expect(await within(season).findByRole('link', { name: 'Play Episode 1: S2 story 1' })).toBeTruthy();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 812 }));
    expect(window.sessionStorage.getItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE)).toBe('false');
  });

  it('a show that does not exist is reported as not found', async () => {
    vi.stubGlobal('fetch', fakeTrpc({ 'catalogue.details': undefined }).fetch);
    renderApp('/tv/details?id=5&name=x', testUser);

    expect(await screen.findByRole('heading', { level: 1, name: 'TV show not found' })).toBeTruthy();
  });

  it("a show above a kids profile's limit says so, not that the link is broken", async () => {
    const refuse = () => {
      throw new FakeTrpcError(KIDS_MESSAGES.TITLE_NOT_AVAILABLE, 404, 'NOT_FOUND');
    };
    vi.stubGlobal('fetch', fakeTrpc({ 'catalogue.details': refuse }).fetch);
    const kidsProfile = {
      id: 'p-2',
      name: 'Kids',
      avatar: 'ocean',
      kids: true,
      hasPin: false,
      main: false,
    } as const;
    renderApp('/tv/details?id=5&name=x', { ...testUser, profile: kidsProfile });

    expect(await screen.findByRole('heading', { level: 1, name: 'TV show not available' })).toBeTruthy();
    expect(screen.getByText(KIDS_MESSAGES.TITLE_NOT_AVAILABLE)).toBeTruthy();
  });
});
