import { SESSION_KEYS, type WatchlistItem } from '@kinora/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const item = (id: number): WatchlistItem => ({
  id,
  type: 'movie',
  title: `Title ${id}`,
  name: `Title ${id}`,
  image: null,
  added: '2024-05-01T00:00:00.000Z',
});

/** The whole list holds 1 to 3; on the viewer's services only 2 (or nothing, with `noneOnServices`). */
function serve(noneOnServices = false) {
  const api = createFakeTrpc({
    'watchlist.list': (input: { onMyServices?: boolean } | undefined) =>
      input?.onMyServices ? (noneOnServices ? [] : [item(2)]) : [item(1), item(2), item(3)],
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('watch-later on my services', () => {
  it('asks for only the titles on the viewer’s services while the switch is on, and remembers it in the URL', async () => {
    const api = serve();
    renderApp('/watchlist', testUser);
    expect(await screen.findAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    const toggle = screen.getByRole('switch', { name: 'On my services' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await vi.waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(1));
    expect(screen.getByRole('button', { name: /^Remove Title 2/ })).toBeTruthy();
    expect(api.callsOf('watchlist.list').at(-1)).toEqual({ onMyServices: true, region: 'US' });
    expect(window.location.search).toContain('services=mine');
  });

  it('says nothing streams on them, with a way to choose services', async () => {
    serve(true);
    renderApp('/watchlist?services=mine', testUser);
    expect(await screen.findByText(/Nothing on your watch-later list streams on your services/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose your services' }).getAttribute('href')).toBe('/profile');
  });
});
