import { SESSION_KEYS } from '@kinora/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, EMPTY_HOME_HANDLERS } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const lastWatched = '2024-05-17T10:00:00.000Z';

function serve() {
  const api = createFakeTrpc({
    ...EMPTY_HOME_HANDLERS,
    'catalogue.picks': () => ({ becauseYouWatched: null, moreLikeYourList: [] }),
    'history.continueWatching': () => [
      // A movie is remembered by its portrait poster; an episode by its landscape still.
      {
        type: 'movie',
        id: 7,
        title: 'The Long Harbour',
        image: '/poster7.svg',
        isNewEpisode: false,
        lastWatched,
      },
      {
        type: 'tv',
        id: 8,
        title: 'Night Shift',
        image: '/still8.svg',
        season: 1,
        episode: 2,
        episodeName: 'Doubles',
        totalEpisodes: 8,
        isNewEpisode: false,
        lastWatched,
      },
    ],
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('Continue watching', () => {
  it("shows a movie's poster whole on its landscape card instead of cropping it to the middle", async () => {
    serve();
    renderApp('/', testUser);
    const row = await screen.findByRole('region', { name: 'Continue watching' });
    const card = within(row).getByRole('link', { name: /The Long Harbour/ });
    // The picture itself, not the blurred copy that fills the bars beside it.
    const picture = [...card.querySelectorAll('img')].find((img) => !img.closest('[aria-hidden="true"]'));
    expect(picture?.getAttribute('src')).toMatch(/w500\/poster7\.svg$/);
    expect(picture?.className).toContain('object-contain');
    expect(picture?.className).not.toContain('object-cover');
    expect(picture?.parentElement?.className).toContain('aspect-video');
  });
});
