import { HERO, SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useContentTypeStore } from '@/lib/content-type-store';
import { createFakeTrpc, type TrpcHandler } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const api = createFakeTrpc();
const fetchMock = api.fetch;
const serve = api.serve;
const callsOf = api.callsOf;
type Handler = TrpcHandler;

const page = (results: unknown[]) => ({ page: 1, results, total_pages: 1, total_results: results.length });

const LONG_OVERVIEW = `${'A ferry captain with a gift for lying is hired to find the storm. '.repeat(5)}The end.`;
const trendingMovies = [
  {
    id: 11,
    title: 'First Light',
    backdrop_path: '/b11.svg',
    vote_average: 8.44,
    genre_ids: [28, 12, 35],
    overview: LONG_OVERVIEW,
  },
  { id: 12, title: 'Second Wind', backdrop_path: '/b12.svg', vote_average: 6.1, genre_ids: [18] },
];
const trendingShows = [
  { id: 21, name: 'Night Shift', backdrop_path: '/b21.svg', vote_average: 7, genre_ids: [80] },
];

const handlers: Record<string, Handler> = {
  'catalogue.trending': (input) => page(input.media === 'movie' ? trendingMovies : trendingShows),
  'catalogue.category': () => page([]),
  'catalogue.popularPeople': () => page([]),
  // Signed in, the page also asks for the rows made from the viewer's history; these tests have none.
  'history.continueWatching': () => [],
  'calendar.list': () => [],
  'catalogue.picks': () => ({ becauseYouWatched: null, moreLikeYourList: [] }),
  // `?authUser=old` (just signed in): an account with one profile goes on to home.
  'profiles.list': () => ({ content: [], active: 'user-1' }),
  'watchlist.add': () => ({ added: true, message: 'First Light was added to your watchlist' }),
};

const hero = () => screen.getByRole('region', { name: /^Trending (movies|TV shows)$/ });

beforeEach(() => {
  // The store lives as long as the module; a test that switched to TV must not leave the next one on TV.
  useContentTypeStore.setState({ contentType: 'movies' });
  fetchMock.mockReset();
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  vi.stubGlobal('fetch', fetchMock);
  serve(handlers);
});

describe('home hero', () => {
  it('shows the first trending movie: title, rating to one decimal, two genres, a 250-character overview', async () => {
    renderApp('/', testUser);

    expect(await screen.findByRole('heading', { name: 'First Light', level: 2 })).toBeTruthy();
    const slide = within(hero()).getByRole('group', { name: `1 of ${trendingMovies.length}` });
    expect(within(slide).getByText('8.4')).toBeTruthy();
    expect(within(slide).getByText('Action')).toBeTruthy();
    expect(within(slide).getByText('Adventure')).toBeTruthy();
    expect(within(slide).queryByText('Comedy')).toBeNull();
    const overview = within(slide).getByText(/^A ferry captain/);
    expect(overview.textContent!.length).toBeLessThanOrEqual(HERO.OVERVIEW_MAX_CHARS + 1);
    expect(overview.textContent!.endsWith('…')).toBe(true);
    expect(within(slide).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/movie?id=11&name=First+Light',
    );
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Kinora home' }).getAttribute('href'),
    ).toBe('/');
  });

  it('loads the hero picture first and at once, with a shimmer until it has loaded', async () => {
    renderApp('/', testUser);

    const picture = await within(await screen.findByRole('region', { name: 'Trending movies' })).findByRole(
      'img',
      {
        name: 'First Light',
      },
    );
    expect(picture.getAttribute('src')).toMatch(/original\/b11\.svg$/);
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(within(hero()).getByTestId('hero-shimmer')).toBeTruthy();

    fireEvent.load(picture);

    expect(within(hero()).queryByTestId('hero-shimmer')).toBeNull();
  });

  it('WatchLater adds the hero title and shows the server message', async () => {
    renderApp('/', testUser);

    fireEvent.click(
      await within(await screen.findByRole('group', { name: /^1 of/ })).findByRole('button', {
        name: /WatchLater/,
      }),
    );

    expect(await screen.findByText('First Light was added to your watchlist')).toBeTruthy();
    expect(callsOf('watchlist.add')).toEqual([{ type: 'movie', id: 11 }]);
  });

  it('the content-type switch shows TV: first trending show, its rows, and the shimmer again', async () => {
    renderApp('/', testUser);
    fireEvent.load(await screen.findByRole('img', { name: 'First Light' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next title' }));
    expect(await screen.findByRole('heading', { name: 'Second Wind' })).toBeTruthy();
    const tvOption = within(screen.getByRole('main')).getByRole('radio', { name: 'TV Shows' });
    tvOption.focus();

    fireEvent.click(tvOption);

    expect(await screen.findByRole('heading', { name: 'Night Shift' })).toBeTruthy();
    expect(within(hero()).getByTestId('hero-shimmer')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Airing Today' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'On The Air' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Now Playing' })).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.CONTENT_TYPE)).toBe('tv');
    expect(within(hero()).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/tv/details?id=21&name=Night+Shift',
    );
    // The switch itself stays put, so a keyboard user keeps their place.
    expect(document.activeElement).toBe(tvOption);
  });
});

describe('home page', () => {
  it('shows the movie rows and Popular People', async () => {
    renderApp('/', testUser);

    for (const heading of ['Now Playing', 'Top Rated', 'Popular', 'Upcoming', 'Popular People']) {
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    }
  });

  it.each(['new', 'old'])(
    '?authUser=%s leaves the URL (the server mails a new account itself)',
    async (marker) => {
      renderApp(`/?authUser=${marker}`, testUser);

      await waitFor(() => expect(window.location.search).toBe(''));
      await screen.findByRole('heading', { name: 'First Light' });
      expect(window.location.pathname).toBe('/');
      expect(callsOf('account.sendWelcome')).toEqual([]);
    },
  );

  it('resets the TV page flags of the session', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE, 'true');
    window.sessionStorage.setItem(SESSION_KEYS.OPEN_SEASON, '3');
    renderApp('/', testUser);

    await screen.findByRole('heading', { name: 'Home', level: 1 });

    expect(window.sessionStorage.getItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE)).toBe('false');
    expect(window.sessionStorage.getItem(SESSION_KEYS.OPEN_SEASON)).toBeNull();
  });

  it('logs a failed trending list instead of showing an error, and says the hero is empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ ...handlers, 'catalogue.trending': undefined });
    renderApp('/', testUser);

    expect(await screen.findByText('Trending titles are unavailable right now.')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Trending movie titles could not be loaded.', expect.anything());
    expect(screen.queryByText('no handler for catalogue.trending')).toBeNull();
  });
});
