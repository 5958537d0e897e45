import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const rating = (id: number, extra: object = {}) => ({
  type: 'movie',
  id,
  rating: 7,
  stars: 3.5,
  review: null,
  spoiler: false,
  title: `Film ${id}`,
  image: null,
  ratedAt: '2026-01-05T10:00:00.000Z',
  ...extra,
});

function serve(handlers: Record<string, (input: any) => unknown>) {
  const server = fakeTrpc(handlers);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

// Whole-app renders with lazy route chunks: slow on a busy machine, so a longer limit than a unit test's.
describe('Your ratings', { timeout: 15_000 }, () => {
  it('says there is nothing yet and where to rate', async () => {
    serve({ 'ratings.list': () => ({ ratings: [], page: 1, totalPages: 1, total: 0 }) });
    renderApp('/profile/ratings', testUser);

    expect(await screen.findByText('You have not rated anything yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find something to rate' }).getAttribute('href')).toBe('/');
  });

  it('lists stars and reviews as plain text, a spoiler behind "Show spoiler", and an episode as such', async () => {
    serve({
      'ratings.list': () => ({
        ratings: [
          rating(1, { review: 'Loved the <b>ending</b>.' }),
          rating(2, { rating: 2, stars: 1, review: 'The killer is the butler.', spoiler: true }),
          rating(3, { type: 'tv', season: 2, episode: 5, title: 'Night Shift', rating: 10, stars: 5 }),
        ],
        page: 1,
        totalPages: 1,
        total: 3,
      }),
    });
    renderApp('/profile/ratings', testUser);

    const list = await screen.findByRole('list', { name: 'Your ratings' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: '3.5 stars' })).toBeTruthy();
    // The review is text: its markup shows as written and makes no element.
    expect(within(first!).getByText('Loved the <b>ending</b>.')).toBeTruthy();
    expect(first!.querySelector('b')).toBeNull();
    expect(within(first!).getByRole('link', { name: 'Film 1' }).getAttribute('href')).toBe(
      '/movie?id=1&name=Film+1',
    );

    expect(within(second!).getByRole('img', { name: '1 star' })).toBeTruthy();
    expect(within(second!).queryByText('The killer is the butler.')).toBeNull();
    fireEvent.click(within(second!).getByRole('button', { name: 'Show spoiler' }));
    expect(within(second!).getByText('The killer is the butler.')).toBeTruthy();

    expect(within(third!).getByText('Season 2, episode 5')).toBeTruthy();
    expect(within(third!).getByRole('img', { name: '5 stars' })).toBeTruthy();
    expect(within(third!).getByRole('link', { name: 'Night Shift' }).getAttribute('href')).toBe(
      '/tv/details?id=3&name=Night+Shift',
    );
    expect(screen.getByText('3 ratings')).toBeTruthy();
  });

  it('pages through the ratings by the address, and removes one', async () => {
    let ratings = Array.from({ length: 25 }, (_, i) => rating(i + 1));
    const server = serve({
      'ratings.list': ({ page = 1 }) => ({
        ratings: ratings.slice((page - 1) * 20, page * 20),
        page,
        totalPages: Math.max(1, Math.ceil(ratings.length / 20)),
        total: ratings.length,
      }),
      'ratings.remove': (target) => {
        ratings = ratings.filter((r) => r.id !== target.id);
        return { removed: true, message: 'Your rating was removed' };
      },
    });
    renderApp('/profile/ratings', testUser);

    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your ratings' })).getAllByRole('listitem')).toHaveLength(
      20,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(window.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Film 21' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove your rating of Film 21' }));
    expect(await screen.findByText('Your rating was removed')).toBeTruthy();
    expect(server.callsOf('ratings.remove')).toEqual([{ type: 'movie', id: 21 }]);
    expect(await screen.findByText('24 ratings')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Film 21' })).toBeNull();
  });

  it('says when the ratings cannot be loaded, with a retry', async () => {
    serve({
      'ratings.list': () => {
        throw new Error('down');
      },
    });
    renderApp('/profile/ratings', testUser);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch your ratings. Try again later.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
