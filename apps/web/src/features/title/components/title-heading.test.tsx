import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const MOVIE_ID = 600001;
const LOGO = { file_path: '/harbor-logo.png', iso_639_1: 'fr', width: 1800, height: 400 };

function serve(logo: typeof LOGO | null) {
  const server = fakeTrpc({
    'catalogue.details': () => ({
      id: MOVIE_ID,
      title: 'Harbor Lights',
      overview: 'A film.',
      release_date: '2020-01-01',
      genres: [],
      backdrop_path: null,
      poster_path: '/harbor-fr-poster.jpg',
      logo,
    }),
    'catalogue.credits': () => ({ cast: [], crew: [] }),
    'catalogue.similar': () => ({ page: 1, results: [], total_pages: 0, total_results: 0 }),
    'catalogue.trailers': () => [],
    'catalogue.watchProviders': undefined,
    'ratings.forTitle': () => ({ mine: null, episodes: [], kinora: { average: null, count: 0 } }),
  });
  vi.stubGlobal('fetch', server.fetch);
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('the title page heading', () => {
  it('shows the logo in place of the text title, named by the title, with its size known before it loads', async () => {
    serve(LOGO);
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Harbor Lights' });
    const logo = heading.querySelector('img');
    expect(logo?.getAttribute('src')).toMatch(/w500\/harbor-logo\.png$/);
    expect(logo?.getAttribute('alt')).toBe('Harbor Lights');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['1800', '400']);
    expect(heading.textContent).toBe('');
    // The poster beside it is the one the catalogue chose for the viewer's language.
    expect(screen.getByAltText('Harbor Lights poster').getAttribute('src')).toContain(
      '/harbor-fr-poster.jpg',
    );
  });

  it('falls back to the text title when the logo fails to load', async () => {
    serve(LOGO);
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Harbor Lights' });
    fireEvent.error(heading.querySelector('img')!);
    expect(heading.querySelector('img')).toBeNull();
    expect(heading.textContent).toBe('Harbor Lights');
  });

  it('is the text title when the title has no logo', async () => {
    serve(null);
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Harbor Lights' });
    expect(heading.querySelector('img')).toBeNull();
    expect(heading.textContent).toBe('Harbor Lights');
  });
});
