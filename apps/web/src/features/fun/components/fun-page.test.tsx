import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTrpcError, fakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { readFunSection } from '../utils/fun-sections';

const link = (title: string, open: 'link' | 'embed' = 'link') => ({
  title,
  description: `${title} description`,
  url: `https://${title.toLowerCase().replace(/\s/g, '')}.example/`,
  open,
});

const LINKS = {
  live: [link('Space Cam', 'embed')],
  documentaries: [link('Doc Site')],
  games: [link('Puzzle', 'embed')],
  news: [link('Daily News')],
};

function serve(adult = { enabled: false, links: [] as unknown[] }) {
  vi.stubGlobal('fetch', fakeTrpc({ 'fun.links': () => LINKS, 'fun.adultLinks': () => adult }).fetch);
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('readFunSection', () => {
  it('keeps a known section and falls back to Live Feed for anything else', () => {
    expect(readFunSection('news')).toBe('news');
    expect(readFunSection(null)).toBe('live');
    expect(readFunSection('adult')).toBe('live');
  });
});

describe('/fun', () => {
  it('opens on the remembered section, and remembers a new choice for the tab', async () => {
    serve();
    window.sessionStorage.setItem(SESSION_KEYS.FUN_SECTION, 'news');
    renderApp('/fun', testUser);
    expect(await screen.findByRole('link', { name: /Daily News/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Documentaries' }));
    expect(window.sessionStorage.getItem(SESSION_KEYS.FUN_SECTION)).toBe('documentaries');
    const site = await screen.findByRole('link', { name: /Doc Site/ });
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('puts the mini game first among the games and plays an embedded game in a dialog', async () => {
    serve();
    window.sessionStorage.setItem(SESSION_KEYS.FUN_SECTION, 'games');
    renderApp('/fun', testUser);
    const panel = await screen.findByRole('tabpanel');
    const cards = await within(panel).findAllByRole('listitem');
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/fun/flappy');
    fireEvent.click(screen.getByRole('button', { name: /Puzzle/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Puzzle' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://puzzle.example/');
    expect(within(dialog).getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('says so, with a link to its own tab, when an embedded site cannot be reached', async () => {
    const api = fakeTrpc({ 'fun.links': () => LINKS });
    // The page asks the game's host whether it answers at all; this one does not.
    const hostAsked = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', (url: string | URL | Request, init?: RequestInit) =>
      String(url).startsWith(PRIMARY) ? api.fetch(url, init) : hostAsked(),
    );
    window.sessionStorage.setItem(SESSION_KEYS.FUN_SECTION, 'games');
    renderApp('/fun', testUser);
    fireEvent.click(await screen.findByRole('button', { name: /Puzzle/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Puzzle' });

    const failed = await within(dialog).findByRole('alert');
    expect(failed.textContent).toContain('Puzzle could not be loaded here.');
    const open = within(failed).getByRole('link', { name: 'Open Puzzle in a new tab' });
    expect(open.getAttribute('href')).toBe('https://puzzle.example/');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(hostAsked).toHaveBeenCalledTimes(1);
    expect(api.calls.map((call) => call.procedure)).toEqual(['fun.links']);
  });

  it('offers its own tab beside a frame whose host answers (it may still refuse to be framed)', async () => {
    const api = fakeTrpc({ 'fun.links': () => LINKS });
    vi.stubGlobal('fetch', (url: string | URL | Request, init?: RequestInit) =>
      String(url).startsWith(PRIMARY) ? api.fetch(url, init) : Promise.resolve(new Response(null)),
    );
    window.sessionStorage.setItem(SESSION_KEYS.FUN_SECTION, 'games');
    renderApp('/fun', testUser);
    fireEvent.click(await screen.findByRole('button', { name: /Puzzle/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Puzzle' });

    const open = await within(dialog).findByRole('link', { name: 'Open Puzzle in a new tab' });
    expect(open.getAttribute('target')).toBe('_blank');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("answers the NSFW card with 'Content Disabled' for a viewer who has not opted in", async () => {
    serve();
    renderApp('/fun', testUser);
    fireEvent.click(await screen.findByRole('button', { name: /NSFW Cams/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Content Disabled' });
    expect(within(dialog).getByRole('link', { name: 'Go to Profile' }).getAttribute('href')).toBe('/profile');
    // The dialog's ✕ and its Close button.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('takes an opted-in viewer to /fun/adult, which shows the warning and the links', async () => {
    serve({ enabled: true, links: [link('Grown Up')] });
    renderApp('/fun', { ...testUser, adultContent: true });
    fireEvent.click(await screen.findByRole('button', { name: /NSFW Cams/ }));
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Grown Up/ }).getAttribute('target')).toBe('_blank');
  });
});

describe('/fun/adult', () => {
  it("says 'Checking preferences...' and then 'Content Disabled' with its two links", async () => {
    serve();
    renderApp('/fun/adult', testUser);
    expect(screen.getByText('Checking preferences...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Content Disabled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Fun' }).getAttribute('href')).toBe('/fun');
    expect(screen.getByRole('link', { name: 'Go to Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('shows no adult link when the check fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeTrpc({
        'fun.adultLinks': () => {
          throw new FakeTrpcError('boom', 500, 'INTERNAL_SERVER_ERROR');
        },
      }).fetch,
    );
    renderApp('/fun/adult', testUser);
    expect(await screen.findByRole('heading', { name: 'Content Disabled' })).toBeTruthy();
  });
});
