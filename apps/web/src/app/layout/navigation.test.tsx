import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, EMPTY_HOME_HANDLERS } from '@/test/fake-trpc';
import { testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

beforeEach(() => {
  // Pages fetch their own data; answer with nothing so only the navigation is under test.
  vi.stubGlobal('fetch', createFakeTrpc({ ...EMPTY_HOME_HANDLERS, 'watchlist.list': () => [] }).fetch);
});

describe('More drawer', () => {
  it('opens with focus inside, and Escape closes it and returns focus to its button', async () => {
    renderApp('/search', testUser);
    const moreButton = await screen.findByRole('button', { name: 'More' });
    expect(moreButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(moreButton);

    // The sheet's code comes at the first opening.
    const drawer = await screen.findByRole('dialog', { name: 'More' });
    expect(moreButton.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(moreButton);
  });
});

describe('content type items', () => {
  it('Tvshow opens / showing TV and remembers the choice for the tab', async () => {
    renderApp('/search', testUser);
    fireEvent.click(await screen.findByRole('button', { name: 'More' }));

    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Tvshow' }));

    expect(await screen.findByRole('heading', { name: 'Airing Today' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(SESSION_KEYS.CONTENT_TYPE)).toBe('tv');
  });
});

describe('navigation', () => {
  it('keeps the same navigation when moving from / to another page, so keyboard focus is not lost', async () => {
    renderApp('/', testUser);
    await screen.findByRole('heading', { name: 'Now Playing' });
    const searchLink = screen.getAllByRole('link', { name: 'Search' })[0]!;
    searchLink.focus();

    fireEvent.click(searchLink);

    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
    expect(searchLink.isConnected).toBe(true);
    expect(document.activeElement).toBe(searchLink);
  });

  it('marks the current page in the navigation', async () => {
    renderApp('/watchlist', testUser);
    await screen.findByRole('heading', { name: 'Movie Watchlist' });

    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(['Watchlist', 'Watchlist']);
  });
});
