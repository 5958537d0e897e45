import { IMAGE_SIZES } from '@kinora/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig, testUser } from '@/test/fixtures';
import type { FirstScreenRequest } from './entry-server';

const HERO = {
  id: 4242,
  media_type: 'movie',
  title: 'The Server Painted This',
  overview: 'A film whose name the page shows before its code arrives.',
  poster_path: '/poster.jpg',
  backdrop_path: '/backdrop.jpg',
  release_date: '2024-05-01',
  vote_average: 7.5,
  genre_ids: [18],
};

/** A film's details, as `catalogue.details` answers them. */
const TITLE_DETAIL = {
  ...HERO,
  adult: false,
  runtime: 112,
  genres: [{ id: 18, name: 'Drama' }],
};

/** As the API renders it: no window, document or navigator (the tests' happy-dom is taken away for the render). */
async function renderOnServer(request: Partial<FirstScreenRequest>): Promise<string> {
  const { renderFirstScreen } = await import('./entry-server');
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('localStorage', undefined);
  vi.stubGlobal('navigator', undefined);
  try {
    return renderFirstScreen({
      pathname: '/',
      search: '',
      locale: 'en',
      user: null,
      config: testConfig,
      prefetched: [],
      ...request,
    });
  } finally {
    // Now, not after the test: the tests' own clean-up needs the page back.
    vi.unstubAllGlobals();
  }
}

describe("the server's render of the first screen", () => {
  // The entry loads every page's module and every catalogue when it is imported: once, and slowly on a busy machine.
  beforeAll(async () => {
    await import('./entry-server');
  }, 30_000);

  it('renders the signed-out landing in the page language', async () => {
    const html = await renderOnServer({ locale: 'fr' });
    expect(html).toContain('Films, séries et bien plus encore');
    expect(html).not.toContain('Watch Movies, Tv shows, and More');
    // The head's own elements stay in the head: none at the start of the body's markup.
    expect(html).not.toMatch(/^<(link|title|meta)/);
  });

  it("renders the signed-in home with the server's embedded answers: the hero is there at once", async () => {
    const html = await renderOnServer({
      user: testUser,
      prefetched: [
        {
          path: 'catalogue.trending',
          input: { media: 'movie' },
          data: { page: 1, results: [HERO], total_pages: 1, total_results: 1 },
        },
      ],
    });
    expect(html).toContain(HERO.title);
    expect(html).toContain('href="#main"');
  });

  it("renders a title page's heading from its link, with no data", async () => {
    const html = await renderOnServer({
      pathname: '/movie',
      search: '?id=550&name=Fight%20Club',
      locale: 'fr',
      user: testUser,
    });
    expect(html).toMatch(/<h1[^>]*>Fight Club<\/h1>/);
  });

  it("renders a title page's whole hero when its details came with the page: the real title, not the skeleton", async () => {
    const html = await renderOnServer({
      pathname: '/movie',
      search: '?id=4242&name=From%20The%20Link',
      user: testUser,
      prefetched: [
        {
          path: 'catalogue.details',
          input: { media: 'movie', id: 4242 },
          data: { ...TITLE_DETAIL, logo: null },
        },
      ],
    });
    expect(html).toMatch(/<h1[^>]*>The Server Painted This<\/h1>/);
    expect(html).toContain(TITLE_DETAIL.overview);
    expect(html).toContain(
      `src="${testConfig.imageBaseUrl}${IMAGE_SIZES.HERO}${TITLE_DETAIL.backdrop_path}"`,
    );
    expect(html).not.toContain('From The Link');
    expect(html).not.toContain('aria-label="Loading title"');
  });

  it('shows nothing for a signed-out visitor on a signed-in page, which the app sends home', async () => {
    const html = await renderOnServer({ pathname: '/search' });
    expect(html).toBe('');
  });
});
