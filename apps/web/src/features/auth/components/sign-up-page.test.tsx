import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, EMPTY_HOME_HANDLERS } from '@/test/fake-trpc';
import { PRIMARY, testConfig, testUser, trpcError } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  vi.stubGlobal('fetch', fetchMock);
});

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('sign-up page', () => {
  it('prefills the e-mail from the email query parameter', async () => {
    renderApp('/signup?email=ada%40example.com', null);

    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('shows and hides the password', async () => {
    renderApp('/signup', null);
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it("sends the fields and shows the server's message when it refuses them", async () => {
    fetchMock.mockResolvedValue(trpcError('Email already exists', 409, 'CONFLICT'));
    renderApp('/signup', null);

    await fillAndSubmit();

    expect(await screen.findByText('Email already exists')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${PRIMARY}/trpc/auth.signUp?batch=1`);
    expect(JSON.parse(String(init?.body))).toEqual({
      0: { email: 'ada@example.com', username: 'ada', password: 'long-enough-password' },
    });
    expect(window.location.pathname).toBe('/signup');
  });

  it('disables the submit button while the server answers', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderApp('/signup', null);

    await fillAndSubmit();

    expect(
      ((await screen.findByRole('button', { name: 'Signing up...' })) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('on success says so, signs the user in and lands home', async () => {
    const api = createFakeTrpc({
      ...EMPTY_HOME_HANDLERS,
      'auth.signUp': () => ({ user: testUser, message: 'welcome' }),
    });
    fetchMock.mockImplementation(api.fetch);
    renderApp('/signup', null);

    await fillAndSubmit();

    expect(await screen.findByText('account created successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Now Playing' })).toBeTruthy();
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/'));
  });

  it('offers Google sign-in only when the server has it configured', async () => {
    renderApp('/signup', null, { ...testConfig, googleSignIn: false });

    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up with Google' })).toBeNull();
  });
});
