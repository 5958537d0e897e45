import { createTRPCClient, TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { failoverLinks, type ServerPair } from './failover-links';
import type { AppRouter } from './generated/app-router.gen';

const PRIMARY = 'https://primary.test';
const SECONDARY = 'https://secondary.test';

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A batched tRPC answer of one operation, shaped as the API shapes it. */
const data = (value: unknown) => answer([{ result: { data: value } }]);
const failure = (message: string, httpStatus: number, code: string) =>
  answer([{ error: { message, code: -32000, data: { code, httpStatus, path: 'auth.check' } } }], httpStatus);

/** The failover links over `fetch`, with the active server in a variable, as `createKinoraClient` keeps it. */
function clientOver(fetch: typeof globalThis.fetch, servers: ServerPair = [PRIMARY, SECONDARY]) {
  let active = servers[0];
  const switches: string[] = [];
  const links = failoverLinks({
    servers,
    activeServer: () => active,
    switchFrom(failed) {
      active = failed === servers[0] ? servers[1] : servers[0];
      switches.push(active);
    },
    mutationHeaders: () => ({ 'x-xsrf-token': 'token' }),
    fetch,
  });
  return { client: createTRPCClient<AppRouter>({ links }), switches, active: () => active };
}

const origins = (fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>) =>
  fetch.mock.calls.map(([url]) => new URL(String(url)).origin);

describe('failoverLinks', () => {
  it('on a 5xx answer switches to the other server, keeps it active, and retries once there', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(failure('The database is unavailable', 503, 'SERVICE_UNAVAILABLE'))
      .mockResolvedValueOnce(data({ user: null }));
    const { client, switches, active } = clientOver(fetch);

    await expect(client.auth.check.query()).resolves.toEqual({ user: null });
    expect(origins(fetch)).toEqual([PRIMARY, SECONDARY]);
    expect(switches).toEqual([SECONDARY]);
    expect(active()).toBe(SECONDARY);
  });

  it('retries a mutation on a 5xx too, with its anti-forgery header each time', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(failure('Something went wrong', 500, 'INTERNAL_SERVER_ERROR'))
      .mockResolvedValueOnce(data({ message: 'bye' }));
    const { client } = clientOver(fetch);

    await expect(client.auth.logout.mutate()).resolves.toEqual({ message: 'bye' });
    expect(origins(fetch)).toEqual([PRIMARY, SECONDARY]);
    for (const [, init] of fetch.mock.calls)
      expect(new Headers(init?.headers).get('x-xsrf-token')).toBe('token');
  });

  it('passes the second failure on after exactly one retry', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      failure('Unavailable', 503, 'SERVICE_UNAVAILABLE'),
    );
    const { client, switches } = clientOver(fetch);

    const refused = await client.auth.check.query().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as Error).message).toBe('Unavailable');
    expect(origins(fetch)).toEqual([PRIMARY, SECONDARY]);
    expect(switches).toEqual([SECONDARY]);
  });

  it('counts retries per request: the next request after a failover may fail over again', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(data({ user: null }))
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(data({ user: null }));
    const { client, switches } = clientOver(fetch);

    await client.auth.check.query();
    await client.auth.check.query();
    expect(origins(fetch)).toEqual([PRIMARY, SECONDARY, SECONDARY, PRIMARY]);
    expect(switches).toEqual([SECONDARY, PRIMARY]);
  });

  it('with one server, still sends a failed request exactly once more, to it', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('fetch failed'));
    const { client } = clientOver(fetch, [PRIMARY, PRIMARY]);

    await expect(client.auth.check.query()).rejects.toBeInstanceOf(TRPCClientError);
    expect(origins(fetch)).toEqual([PRIMARY, PRIMARY]);
  });

  it('passes a 4xx on at once, on the same server', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => failure('Sign in first', 401, 'UNAUTHORIZED'));
    const { client, switches } = clientOver(fetch);

    await expect(client.auth.check.query()).rejects.toThrow('Sign in first');
    expect(origins(fetch)).toEqual([PRIMARY]);
    expect(switches).toEqual([]);
  });

  it('does not retry a request its caller cancelled', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const { client, switches } = clientOver(fetch);

    await expect(client.auth.check.query(undefined, { signal: controller.signal })).rejects.toBeInstanceOf(
      TRPCClientError,
    );
    expect(origins(fetch)).toEqual([PRIMARY]);
    expect(switches).toEqual([]);
  });
});
