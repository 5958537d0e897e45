import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const MOVIE_ID = 600001;
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const movie = (releaseDate: string) => ({
  id: MOVIE_ID,
  title: 'Harbor Lights',
  overview: 'A film.',
  adult: true,
  vote_average: 7.25,
  release_date: releaseDate,
  runtime: 112,
  genres: [
    { id: 18, name: 'Drama' },
    { id: 53, name: 'Thriller' },
    { id: 80, name: 'Crime' },
    { id: 36, name: 'History' },
  ],
  backdrop_path: null,
  poster_path: null,
});

const emptyPage = { page: 1, results: [], total_pages: 0, total_results: 0 };

function serve(overrides: Record<string, ((input: unknown) => unknown) | undefined> = {}) {
  const server = fakeTrpc({
    'catalogue.details': () => movie(isoDay(-30)),
    'catalogue.credits': () => ({ cast: [], crew: [] }),
    'catalogue.similar': () => ({
      ...emptyPage,
      results: [{ id: 600002, title: 'Other', poster_path: null }],
    }),
    'catalogue.trailers': () => [],
    // Where to watch is not these tests' subject: it fails quietly, as when the server cannot say.
    'catalogue.watchProviders': undefined,
    // Ratings are not these tests' subject either (features/ratings tests the block): nobody rated it yet.
    'ratings.forTitle': () => ({ mine: null, episodes: [], kinora: { average: null, count: 0 } }),
    ...overrides,
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('movie details', () => {
  it('shows the facts: age tag, rating to one decimal, release date, runtime and at most three genres', async () => {
    serve();
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeTruthy();
    expect(screen.getByText('18+')).toBeTruthy();
    expect(screen.getByText('7.3')).toBeTruthy();
    expect(screen.getByText('112 min')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Genres' }).textContent).toBe('DramaThrillerCrime');
  });

  it('offers Play, to the player, only for a film already released', async () => {
    serve();
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    const play = await screen.findByRole('link', { name: 'Play' });
    expect(play.getAttribute('href')).toBe(`/watch?id=${MOVIE_ID}&name=Harbor+Lights`);
  });

  it('hides Play for a film not out yet', async () => {
    serve({ 'catalogue.details': () => movie(isoDay(30)) });
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    expect(await screen.findByRole('button', { name: 'List' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
  });

  it("says 'No trailer fetched' when the film has no trailer, without opening the dialog", async () => {
    serve();
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    fireEvent.click(await screen.findByRole('button', { name: 'Trailer' }));

    expect(await screen.findByText('No trailer fetched')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'no movie fetched' when there are no similar films", async () => {
    serve({ 'catalogue.similar': () => emptyPage });
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    expect(await screen.findByText('no movie fetched')).toBeTruthy();
    expect(screen.getByText('No similar movies found.')).toBeTruthy();
  });

  it("toasts the server's message when the cast cannot be loaded, and keeps the rest of the page", async () => {
    serve({ 'catalogue.credits': undefined });
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    expect(await screen.findByText('no handler for catalogue.credits')).toBeTruthy();
    expect(screen.getByText('The cast could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeTruthy();
  });
});
