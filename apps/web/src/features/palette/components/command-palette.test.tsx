import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdPaletteKeys, releasePaletteKeys } from '@/lib/early-palette-keys';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const twoHarbours = [
  { id: 31, title: 'Harbour', release_date: '1999-04-02', poster_path: '/h31.svg' },
  { id: 32, title: 'Harbour', release_date: '2021-10-08', poster_path: '/h32.svg' },
  { id: 33, title: 'Harbour Lights', release_date: '2003-01-01', poster_path: null, backdrop_path: null },
];
const page = (results: unknown[]) => ({ page: 1, results, total_pages: 1, total_results: results.length });

/** The terms page asks for nothing; the palette searches movies, shows and people. */
function serve() {
  const api = createFakeTrpc({
    'catalogue.search': (input) => page(input.type === 'movie' ? twoHarbours : []),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const press = (key: string, init: KeyboardEventInit = {}) =>
  document.body.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});
afterEach(() => {
  releasePaletteKeys();
});

describe('the command palette', () => {
  it('opens for a Ctrl+K pressed before the app was there, with what was typed after it', async () => {
    serve();
    // As main.tsx does before anything renders; the keys come while the app's code is still downloading.
    holdPaletteKeys();
    press('k', { ctrlKey: true });
    for (const key of 'harb') press(key);

    renderApp('/profile/terms', testUser);
    const box = await screen.findByRole('combobox', { name: 'Search titles, people and pages' });
    expect((box as HTMLInputElement).value).toBe('harb');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows each title with its poster, and the year that tells two of one name apart', async () => {
    serve();
    renderApp('/profile/terms', testUser);
    await screen.findByRole('heading', { level: 1 });
    press('k', { ctrlKey: true });
    const box = await screen.findByRole('combobox', { name: 'Search titles, people and pages' });
    fireEvent.change(box, { target: { value: 'harbour' } });

    const first = await screen.findByRole('option', { name: /Harbour \(1999\)/ }, { timeout: 3000 });
    const second = screen.getByRole('option', { name: /Harbour \(2021\)/ });
    expect(first.querySelector('img')?.getAttribute('src')).toMatch(/w500\/h31\.svg$/);
    expect(second.querySelector('img')?.getAttribute('src')).toMatch(/w500\/h32\.svg$/);
    // Search lists only titles with a picture; so does the palette.
    expect(screen.queryByRole('option', { name: /Harbour Lights/ })).toBeNull();
    expect(within(first).getByText('Movie')).toBeTruthy();
  });
});
