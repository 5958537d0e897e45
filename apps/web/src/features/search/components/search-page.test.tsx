import { SEARCH, SESSION_KEYS } from '@kinora/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, FakeTrpcError, type TrpcHandler } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

type Handler = TrpcHandler;
const api = createFakeTrpc();
const fetchMock = api.fetch;
const serve = api.serve;
const callsOf = api.callsOf;
const ApiError = FakeTrpcError;

const page = (results: unknown[], pageNumber = 1, totalPages = 1) => ({
  page: pageNumber,
  results,
  total_pages: totalPages,
  total_results: results.length * totalPages,
});

const trendingMovies = Array.from({ length: 10 }, (_, i) => ({ id: 100 + i, title: `Movie ${i + 1}` }));
const trendingShows = Array.from({ length: 10 }, (_, i) => ({ id: 200 + i, name: `Show ${i + 1}` }));

/** 12 titles per page, named so that the catalogue's order is not the alphabetical one. */
function moviePage(pageNumber: number, totalPages: number) {
  const names = [
    'Zeta',
    'Alpha',
    'Mu',
    'Beta',
    'Omega',
    'Delta',
    'Kappa',
    'Gamma',
    'Psi',
    'Eta',
    'Iota',
    'Nu',
  ];
  return page(
    names.map((name, i) => ({
      id: pageNumber * 100 + i,
      title: `${name} ${pageNumber}`,
      poster_path: '/p.svg',
      release_date: '2024-01-01',
      vote_average: 7.25,
    })),
    pageNumber,
    totalPages,
  );
}

const baseHandlers: Record<string, Handler> = {
  'catalogue.trending': (input) => page(input.media === 'movie' ? trendingMovies : trendingShows),
  'catalogue.search': (input) => moviePage(Number(input.page ?? 1), 2),
  'catalogue.category': (input) =>
    page(
      input.media === 'movie'
        ? [
            { id: 1, title: 'Now In Cinemas', poster_path: '/p.svg' },
            // Search would hide this one for want of a picture, so Surprise Me must never pick it.
            { id: 3, title: 'No Picture Yet', poster_path: null, backdrop_path: null },
          ]
        : [{ id: 2, name: 'On Air Tonight', backdrop_path: '/b.svg' }],
    ),
};

/** The box's placeholder, spelt as the product has always spelt it. */
const SEARCH_PLACEHOLDER = 'Enter atleast 3 characters to search';
const searchBox = () => screen.getByPlaceholderText(SEARCH_PLACEHOLDER) as HTMLInputElement;
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });
const resultCards = () => within(screen.getByRole('region', { name: /Results/ })).queryAllByRole('listitem');
const cardTitles = () => resultCards().map((card) => card.querySelector('p')?.textContent);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, SEARCH.DEBOUNCE_MS * 2)));

beforeEach(() => {
  fetchMock.mockReset();
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  vi.stubGlobal('fetch', fetchMock);
  serve(baseHandlers);
});

describe('search page', () => {
  it("searches once typing stops, only from 3 characters, and lists 10 results in the catalogue's order of relevance", async () => {
    renderApp('/search', testUser);
    await screen.findByRole('heading', { name: 'Search', level: 1 });

    type('al');
    await settle();
    expect(callsOf('catalogue.search')).toEqual([]);

    type('alp');
    type('alph');
    await screen.findByRole('link', { name: /Alpha 1/ });

    expect(callsOf('catalogue.search')).toEqual([{ type: 'movie', query: 'alph', page: 1 }]);
    expect(cardTitles()).toEqual([
      'Zeta 1',
      'Alpha 1',
      'Mu 1',
      'Beta 1',
      'Omega 1',
      'Delta 1',
      'Kappa 1',
      'Gamma 1',
      'Psi 1',
      'Eta 1',
    ]);
    expect(screen.getByRole('link', { name: /Alpha 1/ }).getAttribute('href')).toBe(
      '/movie?id=101&name=Alpha+1',
    );
  });

  it('adds 4 per Load More and fetches the next page when the loaded results run out', async () => {
    renderApp('/search', testUser);
    type('greek');
    await screen.findByRole('link', { name: /Alpha 1/ });
    expect(resultCards()).toHaveLength(SEARCH.RESULTS.INITIAL);

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));

    await screen.findByRole('link', { name: /Alpha 2/ });
    expect(resultCards()).toHaveLength(SEARCH.RESULTS.INITIAL + SEARCH.RESULTS.STEP);
    expect(callsOf('catalogue.search')).toEqual([
      { type: 'movie', query: 'greek', page: 1 },
      { type: 'movie', query: 'greek', page: 2 },
    ]);
    // Cards already shown keep their place; the next page follows in its own order.
    expect(cardTitles().slice(10)).toEqual(['Iota 1', 'Nu 1', 'Zeta 2', 'Alpha 2']);
  });

  it('clears the results when fewer than 3 characters remain', async () => {
    renderApp('/search', testUser);
    type('greek');
    await screen.findByRole('link', { name: /Alpha 1/ });

    type('gr');

    expect(screen.queryByRole('region', { name: /Results/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Trending searches' })).toBeTruthy();
  });

  it('searches people and links them to their page', async () => {
    serve({
      ...baseHandlers,
      'catalogue.search': () =>
        page([
          { id: 9, name: 'Zoe Lane', profile_path: '/z.svg', known_for_department: 'Acting' },
          { id: 8, name: 'Ada Moss', profile_path: '/a.svg', known_for_department: 'Directing' },
        ]),
    });
    renderApp('/search', testUser);

    fireEvent.click(screen.getByRole('radio', { name: 'Person' }));
    type('lane');

    const ada = await screen.findByRole('link', { name: /Ada Moss/ });
    expect(ada.getAttribute('href')).toBe('/person/details?id=8&name=Ada+Moss');
    expect(cardTitles()).toEqual(['Zoe Lane', 'Ada Moss']);
    expect(callsOf('catalogue.search')).toEqual([{ type: 'person', query: 'lane', page: 1 }]);
    expect(window.sessionStorage.getItem(SESSION_KEYS.SEARCH_TYPE)).toBe('person');
    expect(window.sessionStorage.getItem(SESSION_KEYS.SEARCH_QUERY)).toBe('lane');
  });

  it('restores the type and query remembered for the session, and searches them again', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.SEARCH_TYPE, 'tv');
    window.sessionStorage.setItem(SESSION_KEYS.SEARCH_QUERY, 'dark');
    renderApp('/search', testUser);

    await screen.findByRole('link', { name: /Alpha 1/ });

    expect(searchBox().value).toBe('dark');
    expect((screen.getByRole('radio', { name: 'TV Show' }) as HTMLInputElement).checked).toBe(true);
    expect(callsOf('catalogue.search')).toEqual([{ type: 'tv', query: 'dark', page: 1 }]);
  });

  it('says so when nothing is found', async () => {
    serve({ ...baseHandlers, 'catalogue.search': () => page([]) });
    renderApp('/search', testUser);

    type('zzzz');

    expect(await screen.findByText(/No movies found for “zzzz”/)).toBeTruthy();
  });

  it("shows the server's message when a search fails", async () => {
    serve({
      ...baseHandlers,
      'catalogue.search': () => {
        throw new ApiError('query must be at most 100 characters');
      },
    });
    renderApp('/search', testUser);

    type('anything');

    expect(await screen.findByText('query must be at most 100 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('suggests 14 trending titles, two movies then two shows, each opening its page', async () => {
    renderApp('/search', testUser);

    const area = await screen.findByRole('region', { name: 'Trending searches' });
    await within(area).findByRole('link', { name: /Movie 1/ });
    const links = within(area).getAllByRole('link');

    expect(links).toHaveLength(SEARCH.TRENDING_ITEMS);
    expect(links.slice(0, 6).map((link) => link.getAttribute('href'))).toEqual([
      '/movie?id=100&name=Movie+1',
      '/movie?id=101&name=Movie+2',
      '/tv/details?id=200&name=Show+1',
      '/tv/details?id=201&name=Show+2',
      '/movie?id=102&name=Movie+3',
      '/movie?id=103&name=Movie+4',
    ]);
  });

  it('Surprise Me fills the box with a now-playing movie, or an on-air show for TV', async () => {
    // The last candidate, which without the picture filter would be the one search cannot list.
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    renderApp('/search', testUser);

    fireEvent.click(await screen.findByRole('button', { name: 'Surprise Me' }));
    await waitFor(() => expect(searchBox().value).toBe('Now In Cinemas'));

    fireEvent.click(screen.getByRole('radio', { name: 'TV Show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Surprise Me' }));
    await waitFor(() => expect(searchBox().value).toBe('On Air Tonight'));
    expect(callsOf('catalogue.category')).toEqual([
      { media: 'movie', category: 'now_playing' },
      { media: 'tv', category: 'on_the_air' },
    ]);
  });

  it('Surprise Me on the Person type picks a movie and searches it among movies', async () => {
    renderApp('/search', testUser);
    fireEvent.click(await screen.findByRole('radio', { name: 'Person' }));

    fireEvent.click(screen.getByRole('button', { name: 'Surprise Me' }));

    await waitFor(() => expect(searchBox().value).toBe('Now In Cinemas'));
    expect((screen.getByRole('radio', { name: 'Movies' }) as HTMLInputElement).checked).toBe(true);
  });

  it('links to the AI assistant', async () => {
    renderApp('/search', testUser);

    const link = await screen.findByRole('link', { name: 'Ask the AI assistant instead' });

    expect(link.getAttribute('href')).toBe('/chat');
  });
});

describe('voice input', () => {
  it('is hidden when the browser has no speech recognition', async () => {
    renderApp('/search', testUser);
    await screen.findByPlaceholderText(SEARCH_PLACEHOLDER);

    expect(screen.queryByRole('button', { name: 'Search by voice' })).toBeNull();
  });

  it('fills the box with what was heard', async () => {
    const recognisers: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      interimResults = false;
      maxAlternatives = 1;
      onresult: ((event: { results: unknown }) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start = vi.fn();
      stop = vi.fn(() => this.onend?.());
      abort = vi.fn();
      constructor() {
        recognisers.push(this);
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    renderApp('/search', testUser);

    fireEvent.click(await screen.findByRole('button', { name: 'Search by voice' }));
    const recognition = recognisers[0]!;
    expect(recognition.start).toHaveBeenCalled();
    act(() =>
      recognition.onresult?.({ results: [[{ transcript: 'the dark ' }], [{ transcript: 'knight' }]] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stop voice input' }));

    expect(searchBox().value).toBe('the dark knight');
    expect(recognition.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Search by voice' })).toBeTruthy();
  });
});
