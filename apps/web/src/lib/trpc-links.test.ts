import type { AppRouter } from '@kinora/client';
import { SESSION_KEYS } from '@kinora/domain';
import { createTRPCClient, TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { PRIMARY, SECONDARY, testUser, trpcData, trpcError } from '@/test/fixtures';
import { trpcLinks } from './trpc-links';

const SERVERS = [PRIMARY, SECONDARY] as const;

function createClient() {
  return createTRPCClient<AppRouter>({ links: trpcLinks(SERVERS) });
}

function requestedOrigins(fetchMock: Mock<typeof fetch>): string[] {
  return fetchMock.mock.calls.map(([url]) => new URL(String(url)).origin);
}

const stored = () => window.sessionStorage.getItem(SESSION_KEYS.ACTIVE_SERVER);

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: removes the cookie a test set
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('trpcLinks', () => {
  it('sends to the active server with credentials', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => trpcData({ user: testUser }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(createClient().auth.check.query()).resolves.toEqual({ user: testUser });
    expect(requestedOrigins(fetchMock)).toEqual([PRIMARY]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it("sends the page's language, so the server answers in it", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => trpcData({ user: null }));
    vi.stubGlobal('fetch', fetchMock);
    const before = document.documentElement.lang;
    document.documentElement.lang = 'fr';
    try {
      await createClient().auth.check.query();
    } finally {
      document.documentElement.lang = before;
    }
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('accept-language')).toBe('fr');
  });

  it('on a network error switches to the other server, stores it and retries once there', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(trpcData({ user: null }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(createClient().auth.check.query()).resolves.toEqual({ user: null });
    expect(requestedOrigins(fetchMock)).toEqual([PRIMARY, SECONDARY]);
    expect(stored()).toBe(SECONDARY);
  });

  it('fails over on a 5xx answer', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(trpcError('Something went wrong', 500, 'INTERNAL_SERVER_ERROR'))
      .mockResolvedValueOnce(trpcData({ user: null }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(createClient().auth.check.query()).resolves.toEqual({ user: null });
    expect(requestedOrigins(fetchMock)).toEqual([PRIMARY, SECONDARY]);
  });

  it('passes a 4xx answer on, with its message, without retrying', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => trpcError('Invalid credentials', 401, 'UNAUTHORIZED'));
    vi.stubGlobal('fetch', fetchMock);

    const failure = createClient().auth.signIn.mutate({ email: 'a@b.co', password: 'wrong-password' });

    await expect(failure).rejects.toThrow('Invalid credentials');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stored()).toBe(PRIMARY);
  });

  it('passes the second failure on after exactly one retry', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);

    await expect(createClient().auth.check.query()).rejects.toBeInstanceOf(TRPCClientError);
    expect(requestedOrigins(fetchMock)).toEqual([PRIMARY, SECONDARY]);
    expect(stored()).toBe(SECONDARY);
  });

  it('sends the anti-forgery header on mutations only', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server that set the cookie
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    const fetchMock = vi.fn<typeof fetch>(async () => trpcData({ message: 'bye' }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createClient();

    await client.auth.logout.mutate();
    await client.auth.check.query();

    const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
    expect(headersOf(0).get('X-XSRF-TOKEN')).toBe('token-123');
    expect(headersOf(1).has('X-XSRF-TOKEN')).toBe(false);
  });
});
