import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testConfig, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const MOVIE_ID = 600001;
const tmdbConfig = { ...testConfig, catalogue: 'tmdb' as const };

/** The API's answers, and (unless `youtubeDown`) any answer at all from YouTube's host. */
function serve(trailers: unknown[], { youtubeDown = false } = {}) {
  const api = createFakeTrpc({
    'player.sources': () => [],
    'catalogue.trailers': () => trailers,
    'history.recordWatch': () => ({ success: true }),
  });
  const fetch = vi.fn<typeof globalThis.fetch>(async (url, init) => {
    if (String(url).startsWith('https://www.youtube')) {
      if (youtubeDown) throw new TypeError('Failed to fetch');
      return new Response(null);
    }
    return api.fetch(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  return api;
}

const frame = () => screen.findByTitle(/^Harbor Lights/);

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  window.sessionStorage.removeItem(SESSION_KEYS.PLAYER_SOURCE_INDEX);
});

describe('the built-in source', () => {
  it("plays the title's YouTube trailer with TMDB", async () => {
    serve([{ key: 'abcDEF12345', site: 'YouTube', type: 'Trailer' }]);
    renderApp(`/watch?id=${MOVIE_ID}&name=Harbor+Lights`, testUser, tmdbConfig);
    expect((await frame()).getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abcDEF12345/,
    );
  });

  it("plays Kinora's own preview when the title has no trailer", async () => {
    serve([]);
    renderApp(`/watch?id=${MOVIE_ID}&name=Harbor+Lights`, testUser, tmdbConfig);
    expect((await frame()).getAttribute('src')).toBe(`/preview/movie/${MOVIE_ID}`);
  });

  it('swaps an unreachable YouTube for the preview', async () => {
    serve([{ key: 'abcDEF12345', site: 'YouTube', type: 'Trailer' }], { youtubeDown: true });
    renderApp(`/watch?id=${MOVIE_ID}&name=Harbor+Lights`, testUser, tmdbConfig);
    await waitFor(async () => expect((await frame()).getAttribute('src')).toBe(`/preview/movie/${MOVIE_ID}`));
  });

  it('plays the preview with the demo catalogue without asking for trailers, naming the episode', async () => {
    const api = serve([{ key: 'demo0000001', site: 'YouTube', type: 'Trailer' }]);
    renderApp(`/watch?id=${MOVIE_ID}&name=Harbor+Lights&season=2&episode=3`, testUser, testConfig);
    expect((await frame()).getAttribute('src')).toBe(`/preview/tv/${MOVIE_ID}?season=2&episode=3`);
    expect(api.callsOf('catalogue.trailers')).toEqual([]);
  });
});

describe('Lights off', () => {
  it('names what a press will do: "Lights off", then "Lights on" while the lights are off', async () => {
    serve([]);
    renderApp(`/watch?id=${MOVIE_ID}&name=Harbor+Lights`, testUser, testConfig);
    const toggle = await screen.findByRole('button', { name: 'Lights off' });
    // A changing name is the whole state: aria-pressed on top would read as "Lights on, pressed".
    expect(toggle.hasAttribute('aria-pressed')).toBe(false);

    fireEvent.click(toggle);
    const lit = screen.getByRole('button', { name: 'Lights on' });
    expect(lit).toBe(toggle);

    fireEvent.click(lit);
    expect(screen.getByRole('button', { name: 'Lights off' })).toBe(toggle);
  });
});
