import { SESSION_KEYS } from '@kinora/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, PRIMARY, SECONDARY } from '@/test/fixtures';
import { FailedResponseError, fetchWithFailover, resolveActiveServer } from './servers';

const SERVERS = [PRIMARY, SECONDARY] as const;
const HEALTH_URL = `${PRIMARY}/cronjob/run`;

const stored = () => window.sessionStorage.getItem(SESSION_KEYS.ACTIVE_SERVER);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('resolveActiveServer', () => {
  it('chooses the primary when its health answer carries a message field, and stores it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(resolveActiveServer(SERVERS)).resolves.toBe(PRIMARY);
    expect(fetchMock).toHaveBeenCalledWith(HEALTH_URL);
    expect(stored()).toBe(PRIMARY);
  });

  it('chooses the secondary when the health answer has no message field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ status: 'ok' })),
    );

    await expect(resolveActiveServer(SERVERS)).resolves.toBe(SECONDARY);
    expect(stored()).toBe(SECONDARY);
  });

  it('chooses the secondary when the primary cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(resolveActiveServer(SERVERS)).resolves.toBe(SECONDARY);
  });

  it('uses the stored server without a health check', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, SECONDARY);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);

    await expect(resolveActiveServer(SERVERS)).resolves.toBe(SECONDARY);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a stored server that is not one of this deployment', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, 'https://elsewhere.test');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ message: 'ok' })),
    );

    await expect(resolveActiveServer(SERVERS)).resolves.toBe(PRIMARY);
  });

  it('runs a single health check for callers that arrive while it runs', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);

    await Promise.all([resolveActiveServer(SERVERS), resolveActiveServer(SERVERS)]);
    await resolveActiveServer(SERVERS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('fetchWithFailover', () => {
  beforeEach(() => {
    window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  });

  it('on a network error switches to the other server, stores it and retries there once', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    const response = await fetchWithFailover(SERVERS, '/trpc/auth.check');

    expect(response.status).toBe(200);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${PRIMARY}/trpc/auth.check`,
      `${SECONDARY}/trpc/auth.check`,
    ]);
    expect(stored()).toBe(SECONDARY);
  });

  it("sends the page's language and keeps the caller's own options", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const before = document.documentElement.lang;
    document.documentElement.lang = 'ar';
    try {
      await fetchWithFailover(SERVERS, '/api/v1/user/export', {
        credentials: 'include',
        headers: { a: 'b' },
      });
    } finally {
      document.documentElement.lang = before;
    }
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('accept-language')).toBe('ar');
    expect(new Headers(init?.headers).get('a')).toBe('b');
  });

  it('fails over on a 5xx answer', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse({ message: 'down' }, 503))
      .mockResolvedValueOnce(jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(fetchWithFailover(SERVERS, '/x')).resolves.toHaveProperty('status', 200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(stored()).toBe(SECONDARY);
  });

  it('passes a 4xx answer on without retrying or switching', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ message: 'not authorized' }, 401));
    vi.stubGlobal('fetch', fetchMock);

    await expect(fetchWithFailover(SERVERS, '/x')).resolves.toHaveProperty('status', 401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stored()).toBe(PRIMARY);
  });

  it('passes the second failure on after exactly one retry', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ message: 'down' }, 500));
    vi.stubGlobal('fetch', fetchMock);

    await expect(fetchWithFailover(SERVERS, '/x')).rejects.toBeInstanceOf(FailedResponseError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(stored()).toBe(SECONDARY);
  });

  it('does not treat a cancelled request as a server failure', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new DOMException('aborted', 'AbortError'));
    vi.stubGlobal('fetch', fetchMock);

    await expect(fetchWithFailover(SERVERS, '/x')).rejects.toHaveProperty('name', 'AbortError');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stored()).toBe(PRIMARY);
  });
});
