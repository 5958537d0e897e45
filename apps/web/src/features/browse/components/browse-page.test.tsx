import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const PAGE_SIZE = 20;
const TOTAL_PAGES = 3;

type BrowseInput = { kind: string; media: string; list: string; page: number };

let api: ReturnType<typeof createFakeTrpc>;

/** A catalogue of 3 pages of 20 per list, each title named after its kind, media, list and position. */
function serveCatalogue() {
  api = createFakeTrpc({
    'catalogue.browse': ({ kind, media, list, page }: BrowseInput) => {
      const results = Array.from({ length: PAGE_SIZE }, (_, i) => {
        const n = (page - 1) * PAGE_SIZE + i + 1;
        return {
          id: n,
          name: `${kind} ${media} ${list} ${n}`,
          title: `${kind} ${media} ${list} ${n}`,
          poster_path: '/p.svg',
        };
      });
      return { page, results, total_pages: TOTAL_PAGES, total_results: PAGE_SIZE * TOTAL_PAGES };
    },
  });
  vi.stubGlobal('fetch', api.fetch);
}

/** A card's accessible name is its image's alt text and then its visible title. */
const findCard = (title: string) => screen.findByRole('link', { name: new RegExp(`^${title}\\b`) });
const cards = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');
const requested = () => api.callsOf('catalogue.browse') as BrowseInput[];

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  serveCatalogue();
});

describe('browse page', () => {
  it('shows 12 popular anime TV shows, then 6 more per Load More, fetching further pages as needed', async () => {
    renderApp('/anime', testUser);

    expect(await findCard('anime tv popular 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Anime' })).toBeTruthy();
    expect(cards()).toHaveLength(12);

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(cards()).toHaveLength(18);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await findCard('anime tv popular 24')).toBeTruthy();
    expect(cards()).toHaveLength(24);
    expect(requested().map((input) => input.page)).toContain(2);
  });

  it('links TV to /tv/details and movies to /movie', async () => {
    renderApp('/kdrama', testUser);
    const show = await findCard('kdrama tv popular 1');
    expect(show.getAttribute('href')).toBe('/tv/details?id=1&name=kdrama+tv+popular+1');

    fireEvent.change(screen.getByLabelText('Media type'), { target: { value: 'movies' } });

    const movie = await findCard('kdrama movie popular 1');
    expect(movie.getAttribute('href')).toBe('/movie?id=1&name=kdrama+movie+popular+1');
  });

  it('fetches a tab on first selection, and keeps each tab’s own count', async () => {
    renderApp('/anime', testUser);
    await findCard('anime tv popular 1');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(requested().some((input) => input.list === 'top-rated')).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'Top Rated' }));
    expect(await findCard('anime tv top-rated 1')).toBeTruthy();
    expect(cards()).toHaveLength(12);

    fireEvent.click(screen.getByRole('tab', { name: 'Popular' }));
    expect(await findCard('anime tv popular 18')).toBeTruthy();
    expect(cards()).toHaveLength(18);
  });

  it('changing the media resets the count to 12 and reloads the active tab; both are remembered', async () => {
    renderApp('/anime', testUser);
    await findCard('anime tv popular 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Latest' }));
    await findCard('anime tv on-air 1');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));

    fireEvent.change(screen.getByLabelText('Media type'), { target: { value: 'movies' } });

    expect(await findCard('anime movie on-air 1')).toBeTruthy();
    expect(cards()).toHaveLength(12);
    await waitFor(() => expect(window.sessionStorage.getItem(SESSION_KEYS.ANIME_MEDIA)).toBe('movies'));
    expect(window.sessionStorage.getItem(SESSION_KEYS.ANIME_ACTIVE)).toBe('onAir');
  });

  it('opens with the media and tab remembered this session, on K-Drama too', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.ANIME_MEDIA, 'movies');
    window.sessionStorage.setItem(SESSION_KEYS.ANIME_ACTIVE, 'topRated');
    renderApp('/kdrama', testUser);

    expect(await findCard('kdrama movie top-rated 1')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Top Rated');
    expect((screen.getByLabelText('Media type') as HTMLSelectElement).value).toBe('movies');
  });

  it('logs a failed list and shows no message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/anime', testUser);

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });
});
