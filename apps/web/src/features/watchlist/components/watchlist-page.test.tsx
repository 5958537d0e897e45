import { SESSION_KEYS, type WatchlistItem } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, PRIMARY, testUser, trpcData, trpcError } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const fetchMock = vi.fn<typeof fetch>();

const item = (id: number, type: 'movie' | 'tv', extra: Partial<WatchlistItem> = {}): WatchlistItem => ({
  id,
  type,
  title: `Title ${id}`,
  name: `Title ${id}`,
  image: null,
  added: '2024-05-01T00:00:00.000Z',
  ...extra,
});

const MOVIES = Array.from({ length: 12 }, (_, i) => item(i + 1, 'movie'));
const EPISODE = item(50, 'tv', { name: 'Pilot', season: 1, episode: 2, totalEpisodes: 8 });

/** Answers watchlist.list with `list` and watchlist.remove with `remove`. */
function serve(
  list: () => Response,
  remove: () => Response = () => trpcData({ removed: true, message: 'ok' }),
) {
  fetchMock.mockImplementation(async (url) =>
    new URL(String(url)).pathname.endsWith('watchlist.remove') ? remove() : list(),
  );
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  vi.stubGlobal('fetch', fetchMock);
});

describe('watchlist page', () => {
  it('pages through one type: 10 shown, Load More adds 5, Load Less goes back to 10', async () => {
    serve(() => trpcData([...MOVIES, EPISODE]));
    renderApp('/watchlist', testUser);

    expect(await screen.findByRole('heading', { name: 'Movie Watchlist' })).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: /^Remove / })).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load Less' }));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(10);
  });

  it('switches type, remembers it for the session and resets the count', async () => {
    serve(() => trpcData([...MOVIES, EPISODE]));
    renderApp('/watchlist', testUser);
    const sidebar = await screen.findByRole('navigation', { name: 'Watchlist type' });
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }));

    fireEvent.click(within(sidebar).getByRole('button', { name: /^Tv/ }));

    expect(screen.getByRole('heading', { name: 'Tv Watchlist' })).toBeTruthy();
    expect(window.sessionStorage.getItem(SESSION_KEYS.WATCHLIST_TYPE)).toBe('Tv');
    const card = screen.getByRole('link', { name: /^Title 50, season 1 episode 2/ });
    expect(card.getAttribute('href')).toBe('/watch?id=50&name=Title+50&season=1&episode=2&tepisodes=8');

    fireEvent.click(within(sidebar).getByRole('button', { name: /^Movie/ }));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(10);
  });

  it('shows the counts per type in the switch', async () => {
    serve(() => trpcData([...MOVIES, EPISODE]));
    renderApp('/watchlist', testUser);

    const sidebar = await screen.findByRole('navigation', { name: 'Watchlist type' });
    await screen.findAllByRole('button', { name: /^Remove / });
    expect(within(sidebar).getByRole('button', { name: /^Movie/ }).textContent).toBe('Movie12');
    expect(within(sidebar).getByRole('button', { name: /^Tv/ }).textContent).toBe('Tv1');
    expect(screen.getByRole('option', { name: 'Tv (1)' })).toBeTruthy();
  });

  it('removes exactly the episode, and says so in a toast when removing fails', async () => {
    serve(
      () => trpcData([EPISODE]),
      () => trpcError('Something went wrong on our side. Please try again.', 400, 'BAD_REQUEST'),
    );
    window.sessionStorage.setItem(SESSION_KEYS.WATCHLIST_TYPE, 'Tv');
    renderApp('/watchlist', testUser);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Title 50 S1 E2' }));

    expect(await screen.findByText('Failed to remove item from watchlist')).toBeTruthy();
    const removeCall = fetchMock.mock.calls.find(([url]) => String(url).includes('watchlist.remove'));
    expect(JSON.parse(String(removeCall?.[1]?.body))).toEqual({
      0: { type: 'tv', id: 50, season: 1, episode: 2 },
    });
  });

  it('says the whole list is empty when nothing is listed', async () => {
    serve(() => trpcData([]));
    renderApp('/watchlist', testUser);

    expect(await screen.findByText('Your watchlist is empty. Start adding movies!')).toBeTruthy();
  });

  it('shows the load failure in red', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(() => jsonResponse([{ error: { message: 'down', code: -32603, data: { httpStatus: 500 } } }], 500));
    renderApp('/watchlist', testUser);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to fetch watchlist. Try again later.');
    expect(alert.className).toContain('text-danger');
  });
});

describe('switching type far down the list', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scrolls back up to the heading when it is out of view, and leaves the page alone when it is in view', async () => {
    serve(() => trpcData([...MOVIES, EPISODE]));
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    let headingTop = 0;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return DOMRect.fromRect({ x: 0, y: this.tagName === 'H1' ? headingTop : 0, width: 100, height: 40 });
    });
    renderApp('/watchlist', testUser);
    const sidebar = await screen.findByRole('navigation', { name: 'Watchlist type' });
    await screen.findAllByRole('button', { name: /^Remove / });

    fireEvent.click(within(sidebar).getByRole('button', { name: /^Tv/ }));
    expect(scrolled).toEqual([]);

    // Scrolled down the long list of movies: the heading is above the window.
    headingTop = -1200;
    fireEvent.click(within(sidebar).getByRole('button', { name: /^Movie/ }));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Movie Watchlist');
    expect(scrolled).toEqual([heading]);
  });
});
