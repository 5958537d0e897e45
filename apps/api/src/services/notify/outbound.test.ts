import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@kinora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_ADDRESS_MESSAGE, postOutbound, type Resolve, resolvePublicAddress } from './outbound';

const seen: Array<{ host: string | undefined; body: string }> = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    seen.push({ host: req.headers.host, body });
    res.end('taken');
  });
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('resolvePublicAddress', () => {
  it('refuses a name when any of its addresses is private, and says why', async () => {
    const resolve: Resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    const refusal = resolvePublicAddress(new URL('https://hooks.test/x'), {
      allowPrivate: false,
      timeoutMs: 100,
      resolve,
    });
    await expect(refusal).rejects.toThrow(new AppError('BAD_INPUT', PRIVATE_ADDRESS_MESSAGE));
  });

  it('answers a host that does not resolve with a 400 naming it', async () => {
    const resolve: Resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(
      resolvePublicAddress(new URL('https://nowhere.test/'), {
        allowPrivate: false,
        timeoutMs: 100,
        resolve,
      }),
    ).rejects.toMatchObject({ code: 'BAD_INPUT', message: 'The host nowhere.test could not be found.' });
  });
});

describe('postOutbound', () => {
  it('connects to the address it checked, asking the resolver once (no second look-up to rebind)', async () => {
    const answers = ['127.0.0.1', '127.0.0.2'];
    let lookups = 0;
    // The first answer is checked and pinned; a rebinding resolver would answer differently the next time.
    const resolve: Resolve = async () => [{ address: answers[lookups++] ?? '127.0.0.2', family: 4 }];
    const answer = await postOutbound(
      { url: `http://rebind.test:${port}/hook`, headers: { 'content-type': 'text/plain' }, body: 'hello' },
      { allowPrivate: true, timeoutMs: 2000, resolve },
    );
    expect(answer).toEqual({ status: 200, text: 'taken' });
    expect(lookups).toBe(1);
    expect(seen.at(-1)).toEqual({ host: `rebind.test:${port}`, body: 'hello' });
  });

  it('refuses before connecting when private addresses are not allowed', async () => {
    const before = seen.length;
    await expect(
      postOutbound(
        { url: `http://127.0.0.1:${port}/hook`, headers: {}, body: 'x' },
        { allowPrivate: false, timeoutMs: 2000 },
      ),
    ).rejects.toThrow(PRIVATE_ADDRESS_MESSAGE);
    expect(seen.length).toBe(before);
  });
});
