import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTrpcError, fakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const MOVIE_ID = 600001;
const movie = {
  id: MOVIE_ID,
  title: 'Harbor Lights',
  overview: 'A film.',
  vote_average: 7.25,
  release_date: '2020-01-01',
  runtime: 112,
  genres: [],
  backdrop_path: null,
  poster_path: null,
};
const rating = (halfStars: number, extra: object = {}) => ({
  type: 'movie',
  id: MOVIE_ID,
  rating: halfStars,
  stars: halfStars / 2,
  review: null,
  spoiler: false,
  title: 'Harbor Lights',
  image: null,
  ratedAt: '2026-01-05T10:00:00.000Z',
  ...extra,
});

function serve(ratings: Record<string, ((input: any) => unknown) | undefined>) {
  const server = fakeTrpc({
    'catalogue.details': () => movie,
    'catalogue.credits': () => ({ cast: [], crew: [] }),
    'catalogue.similar': () => ({ page: 1, results: [], total_pages: 0, total_results: 0 }),
    'catalogue.watchProviders': undefined,
    ...ratings,
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

// Whole-app renders with lazy route chunks: slow on a busy machine, so a longer limit than a unit test's.
describe("a title page's ratings", { timeout: 15_000 }, () => {
  it("shows Kinora's average beside TMDB's rating, and the viewer's own rating", async () => {
    serve({
      'ratings.forTitle': () => ({ mine: rating(7), episodes: [], kinora: { average: 4.2, count: 12 } }),
    });
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    const kinora = await screen.findByTestId('kinora-rating');
    expect(within(kinora).getByText(/Kinora:/).textContent).toBe('Kinora: 4.2 ★ (12 ratings)');
    expect(within(kinora).getByText("Kinora's average: 4.2 stars from 12 ratings")).toBeTruthy();
    // TMDB's rating stays as it was, and Kinora's sits right after it on the same line.
    const facts = kinora.closest('ul')!;
    const items = within(facts).getAllByRole('listitem');
    expect(items[1]!.textContent).toContain('7.3');
    expect(items[2]).toBe(kinora);
    expect(screen.getByRole('button', { name: 'Your rating: 3.5 stars. Change it' })).toBeTruthy();
  });

  it('says nobody has rated it yet, and rates it from the dialog with a spoiler review', async () => {
    let stored: ReturnType<typeof rating> | null = null;
    const server = serve({
      'ratings.forTitle': () => ({
        mine: stored,
        episodes: [],
        kinora: stored ? { average: stored.stars, count: 1 } : { average: null, count: 0 },
      }),
      'ratings.set': (input) => {
        stored = rating(input.rating, { review: input.review ?? null, spoiler: input.spoiler });
        return { rating: stored, message: 'You rated this movie 3.5 stars' };
      },
    });
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    expect((await screen.findByTestId('kinora-rating')).textContent).toBe('Kinora: no ratings yet');
    fireEvent.click(screen.getByRole('button', { name: 'Rate this movie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Harbor Lights' });
    const stars = within(dialog).getByRole('slider', { name: 'Your rating of Harbor Lights' });
    // The review box opens once there is a rating.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.keyDown(stars, { key: 'End' });
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(stars, { key: 'ArrowLeft' });
    expect(stars.getAttribute('aria-valuetext')).toBe('3.5 stars');

    const review = within(dialog).getByRole('textbox', { name: /Review/ });
    fireEvent.change(review, { target: { value: 'The twist <b>works</b>.' } });
    expect(within(dialog).getByText('23 / 2,000 characters')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /gives away the story/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));

    expect(await screen.findByText('You rated this movie 3.5 stars')).toBeTruthy();
    expect(server.callsOf('ratings.set')).toEqual([
      { type: 'movie', id: MOVIE_ID, rating: 7, review: 'The twist <b>works</b>.', spoiler: true },
    ]);
    expect(await screen.findByRole('button', { name: 'Your rating: 3.5 stars. Change it' })).toBeTruthy();
    const kinora = screen.getByTestId('kinora-rating');
    expect(within(kinora).getByText(/Kinora:/).textContent).toBe('Kinora: 3.5 ★ (1 rating)');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's message when saving fails, and removes a rating", async () => {
    let stored: ReturnType<typeof rating> | null = rating(4);
    const server = serve({
      'ratings.forTitle': () => ({ mine: stored, episodes: [], kinora: { average: 2, count: 1 } }),
      'ratings.set': () => {
        throw new FakeTrpcError('A review can be at most 2000 characters');
      },
      'ratings.remove': () => {
        stored = null;
        return { removed: true, message: 'Your rating was removed' };
      },
    });
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    fireEvent.click(await screen.findByRole('button', { name: 'Your rating: 2 stars. Change it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Harbor Lights' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A review can be at most 2000 characters',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove rating' }));
    expect(await screen.findByRole('button', { name: 'Rate this movie' })).toBeTruthy();
    expect(server.callsOf('ratings.remove')).toEqual([{ type: 'movie', id: MOVIE_ID }]);
  });
});
