import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const SHOW_ID = 700077;
const show = {
  id: SHOW_ID,
  name: 'The Long Night',
  overview: 'A show.',
  vote_average: 8.1,
  first_air_date: '2020-01-01',
  genres: [],
  number_of_seasons: 1,
  number_of_episodes: 2,
  backdrop_path: null,
  poster_path: null,
  seasons: [
    {
      id: 9001,
      name: 'Season 1',
      season_number: 1,
      episode_count: 2,
      air_date: null,
      overview: '',
      poster_path: null,
    },
  ],
};
const episode = (number: number) => ({
  id: 100 + number,
  name: `Story ${number}`,
  overview: '',
  air_date: '2020-01-01',
  runtime: 40,
  vote_average: 7,
  episode_number: number,
  season_number: 1,
  still_path: null,
});
const ratingOfEpisode = {
  type: 'tv',
  id: SHOW_ID,
  season: 1,
  episode: 2,
  rating: 9,
  stars: 4.5,
  review: null,
  spoiler: false,
  title: 'The Long Night',
  image: null,
  ratedAt: '2026-01-05T10:00:00.000Z',
};

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

// Whole-app renders with lazy route chunks: slow on a busy machine, so a longer limit than a unit test's.
describe("an episode's compact rating", { timeout: 15_000 }, () => {
  it('shows the stars of a rated episode and offers to rate the others, each in its own dialog', async () => {
    const server = fakeTrpc({
      'catalogue.details': () => show,
      'catalogue.credits': () => ({ cast: [], crew: [] }),
      'catalogue.similar': () => ({ page: 1, results: [], total_pages: 0, total_results: 0 }),
      'catalogue.episodes': () => ({
        season: { id: 9001, name: 'Season 1' },
        episodes: [episode(1), episode(2)],
      }),
      'catalogue.watchProviders': undefined,
      'ratings.forTitle': () => ({
        mine: null,
        episodes: [ratingOfEpisode],
        kinora: { average: null, count: 0 },
      }),
      'ratings.set': (input) => ({
        rating: { ...ratingOfEpisode, ...input },
        message: 'You rated this episode 1 star',
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp(`/tv/details?id=${SHOW_ID}&name=x`, testUser);

    fireEvent.click(await screen.findByRole('button', { name: /^Season 1/ }));
    const rated = await screen.findByRole('button', {
      name: 'Your rating of Episode 2: Story 2: 4.5 stars. Change it',
    });
    expect(rated.textContent).toBe('★4.5');
    fireEvent.click(screen.getByRole('button', { name: 'Rate Episode 1: Story 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Episode 1: Story 1' });
    const stars = within(dialog).getByRole('slider', { name: 'Your rating of Episode 1: Story 1' });
    fireEvent.keyDown(stars, { key: 'PageUp' });
    fireEvent.keyDown(stars, { key: 'Enter' });

    expect(await screen.findByText('You rated this episode 1 star')).toBeTruthy();
    expect(server.callsOf('ratings.set')).toEqual([
      { type: 'tv', id: SHOW_ID, season: 1, episode: 1, rating: 2, spoiler: false },
    ]);
  });
});
