import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, FakeTrpcError } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const DIRECTORS = Array.from({ length: 54 }, (_, i) => ({
  id: i + 1,
  name: `Director ${i + 1}`,
  profile_path: i === 0 ? null : `/d${i + 1}.svg`,
}));

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('directors page', () => {
  it('shows 16, then 16 more per Load More, saving the count for the session', async () => {
    vi.stubGlobal('fetch', createFakeTrpc({ 'catalogue.directors': () => DIRECTORS }).fetch);
    renderApp('/directors', testUser);

    fireEvent.click(await screen.findByRole('button', { name: 'Load More (38 remaining)' }));

    expect(screen.getAllByRole('link', { name: /^Director / })).toHaveLength(32);
    expect(screen.getByRole('button', { name: 'Load More (22 remaining)' })).toBeTruthy();
    expect(window.sessionStorage.getItem(SESSION_KEYS.DIRECTORS_DISPLAY_COUNT)).toBe('32');
  });

  it('starts from the saved count and hides Load More once all 54 show', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.DIRECTORS_DISPLAY_COUNT, '48');
    vi.stubGlobal('fetch', createFakeTrpc({ 'catalogue.directors': () => DIRECTORS }).fetch);
    renderApp('/directors', testUser);

    fireEvent.click(await screen.findByRole('button', { name: 'Load More (6 remaining)' }));

    expect(screen.getAllByRole('link', { name: /^Director / })).toHaveLength(54);
    expect(screen.queryByRole('button', { name: /Load More/ })).toBeNull();
  });

  it("links each card to the person page and shows 'No Image' without a photo", async () => {
    vi.stubGlobal('fetch', createFakeTrpc({ 'catalogue.directors': () => DIRECTORS }).fetch);
    renderApp('/directors', testUser);

    const first = await screen.findByRole('link', { name: /^Director 1 / });
    expect(first.getAttribute('href')).toBe('/person/details?id=1&name=Director+1');
    expect(first.textContent).toContain('No Image');
  });

  it("on total failure says 'Failed to fetch directors' and offers Try Again", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = createFakeTrpc({
      'catalogue.directors': () => {
        throw new FakeTrpcError('x', 502, 'INTERNAL_SERVER_ERROR');
      },
    });
    vi.stubGlobal('fetch', failing.fetch);
    renderApp('/directors', testUser);

    expect(await screen.findByText('Failed to fetch directors')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
