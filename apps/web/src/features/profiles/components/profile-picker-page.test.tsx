import type { ProfileSummary, PublicUser } from '@kinora/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, EMPTY_HOME_HANDLERS, FakeTrpcError, type TrpcHandler } from '@/test/fake-trpc';
import { testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const main: ProfileSummary = {
  id: 'user-1',
  name: 'ada',
  avatar: 'sunrise',
  kids: false,
  hasPin: false,
  main: true,
};
const ana: ProfileSummary = {
  id: 'p-ana',
  name: 'Ana',
  avatar: 'ocean',
  kids: false,
  hasPin: true,
  main: false,
};
const kid: ProfileSummary = {
  id: 'p-kid',
  name: 'Kid',
  avatar: 'berry',
  kids: true,
  hasPin: false,
  main: false,
};
const viewer: PublicUser = { ...testUser, profile: main };

const api = createFakeTrpc();
const list = () => ({ content: [main, ana, kid], active: main.id });
const switchTo = (input: { id: string; pin?: string }) => {
  const profile = [main, ana, kid].find((p) => p.id === input.id)!;
  if (profile.hasPin && input.pin !== '2468') throw new FakeTrpcError('Wrong PIN');
  return { profile, user: { ...testUser, profile } };
};

function serve(handlers: Record<string, TrpcHandler | undefined> = {}) {
  api.serve({
    ...EMPTY_HOME_HANDLERS,
    'profiles.list': list,
    'profiles.switch': switchTo,
    'watchlist.list': () => [],
    ...handlers,
  });
}

beforeEach(() => {
  api.fetch.mockClear();
  serve();
  vi.stubGlobal('fetch', api.fetch);
});

const choice = (name: RegExp) => screen.findByRole('button', { name });

describe("Who's watching?", () => {
  it('shows every profile with its initial, a lock on a PIN profile and a kids badge', async () => {
    renderApp('/profiles', viewer);

    expect(await screen.findByRole('heading', { name: "Who's watching?" })).toBeTruthy();
    const anaButton = await choice(/^Ana/);
    expect(within(anaButton).getByRole('img', { name: 'PIN required' })).toBeTruthy();
    expect(anaButton.textContent).toContain('A');
    const kidButton = await choice(/^Kid/);
    expect(within(kidButton).getByText('Kids')).toBeTruthy();
    expect((await choice(/^ada/)).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Manage profiles' }).getAttribute('href')).toBe('/profile');
  });

  it('switches to a profile without a PIN at once, drops the old answers and goes back where it came from', async () => {
    renderApp('/watchlist', viewer);
    expect(await screen.findByRole('heading', { name: 'Movie Watchlist' })).toBeTruthy();
    await waitFor(() => expect(api.callsOf('watchlist.list')).toHaveLength(1));

    const [menuLink] = screen.getAllByRole('link', { name: /ada\s*Switch profile/ });
    fireEvent.click(menuLink!);
    fireEvent.click(await choice(/^Kid/));

    expect(await screen.findByRole('heading', { name: 'Movie Watchlist' })).toBeTruthy();
    expect(window.location.pathname).toBe('/watchlist');
    expect(api.callsOf('profiles.switch')).toEqual([{ id: kid.id }]);
    // The list was fetched again, as the new profile, instead of served from the cache.
    await waitFor(() => expect(api.callsOf('watchlist.list')).toHaveLength(2));
    // The menu now shows the new profile.
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Kid\s*Switch profile/ }).length).toBeGreaterThan(0),
    );
  });

  it('asks the PIN of a locked profile: refuses a wrong one in place, then goes home with the right one', async () => {
    renderApp('/profiles', viewer);

    fireEvent.click(await choice(/^Ana/));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the PIN for Ana' });
    const pin = within(dialog).getByLabelText('PIN') as HTMLInputElement;
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(pin);
    const submit = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    fireEvent.change(pin, { target: { value: '12a' } });
    expect(pin.value).toBe('12');
    expect(submit.disabled).toBe(true);

    fireEvent.change(pin, { target: { value: '1111' } });
    fireEvent.submit(pin.form!);

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Wrong PIN');
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(pin.value).toBe('');
    expect(window.location.pathname).toBe('/profiles');

    fireEvent.change(pin, { target: { value: '2468' } });
    fireEvent.submit(pin.form!);

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(api.callsOf('profiles.switch')).toEqual([
      { id: ana.id, pin: '1111' },
      { id: ana.id, pin: '2468' },
    ]);
  });

  it('closes the PIN dialog with Escape and switches nothing', async () => {
    renderApp('/profiles', viewer);
    fireEvent.click(await choice(/^Ana/));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the PIN for Ana' });

    // What the browser does when Escape is pressed in a modal dialog.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('profiles.switch')).toEqual([]);
  });

  it('says when the profiles cannot be loaded, and tries again', async () => {
    serve({ 'profiles.list': undefined });
    renderApp('/profiles', viewer);

    const alert = await screen.findByRole('alert');
    serve();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await choice(/^Ana/)).toBeTruthy();
  });
});

describe('after signing in', () => {
  it('an account with several profiles is asked who is watching first', async () => {
    renderApp('/?authUser=old', viewer);

    expect(await screen.findByRole('heading', { name: "Who's watching?" })).toBeTruthy();
    expect(window.location.pathname).toBe('/profiles');
  });

  it('an account with only its main profile goes on to home', async () => {
    serve({ 'profiles.list': () => ({ content: [main], active: main.id }) });
    renderApp('/?authUser=old', viewer);

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
  });
});

describe('the menu', () => {
  it('shows the active profile and a way to the picker that comes back to this page', async () => {
    renderApp('/watchlist', viewer);

    const [link] = await screen.findAllByRole('link', { name: /ada\s*Switch profile/ });
    expect(link!.getAttribute('href')).toBe('/profiles?next=%2Fwatchlist');
  });
});
