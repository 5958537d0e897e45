import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { familiesTrustedWhole, isProxyEntry } from './proxy-ranges';

const list = (value: string) => value.split(',');

const ipv6 = (value: bigint) =>
  Array.from({ length: 8 }, (_, i) => ((value >> BigInt(112 - 16 * i)) & 0xffffn).toString(16)).join(':');

/** Every IPv6 range but ::ffff:0:0/96: at each of the first 96 bits, the half that leaves the mapped block. */
const allButMapped = Array.from({ length: 96 }, (_, i) => {
  const bit = BigInt(127 - i);
  const prefix = (0xffffn << 32n) >> bit;
  return `${ipv6((prefix ^ 1n) << bit)}/${i + 1}`;
}).join(',');

/** Whether Fastify (proxy-addr) believes `peer` about the client's address, with TRUST_PROXY `entries`. */
async function fastifyTrusts(entries: string[], peer: string): Promise<boolean> {
  const app = Fastify({ trustProxy: entries });
  app.get('/', async (request) => request.ip);
  const reply = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': '198.51.100.7' },
  });
  await app.close();
  return reply.body === '198.51.100.7';
}

describe('familiesTrustedWhole', () => {
  it.each([
    ['0.0.0.0/0', ['IPv4']],
    ['::/0', ['IPv6']],
    ['0.0.0.0/0,::/0', ['IPv4', 'IPv6']],
    ['0.0.0.0/1,128.0.0.0/1', ['IPv4']],
    ['128.0.0.0/1,10.0.0.1,0.0.0.0/2,64.0.0.0/2', ['IPv4']],
    ['::ffff:0:0/96', ['IPv4']],
    ['::ffff:0.0.0.0/97,128.0.0.0/1', ['IPv4']],
    ['::/1,8000::/1', ['IPv6']],
    // Everything but the mapped block: no native IPv6 peer is left out.
    [allButMapped, ['IPv6']],
  ])('%s trusts everyone in %j', (value, families) => {
    expect(familiesTrustedWhole(list(value))).toEqual(families);
  });

  it.each([
    '10.0.0.1',
    '0.0.0.0/1',
    '0.0.0.0/1,128.0.0.0/2',
    '172.28.0.0/24,::1,loopback,linklocal,uniquelocal',
    '::/1',
    '::ffff:0:0/95',
    '::ffff:0.0.0.0/97',
    '2000::/3,::ffff:0:0/97,64.0.0.0/2',
  ])('%s leaves someone out', (value) => {
    expect(familiesTrustedWhole(list(value))).toEqual([]);
  });

  it('agrees with Fastify: where it finds a gap, Fastify trusts nobody there', async () => {
    const entries = list('0.0.0.0/1,128.0.0.0/2,::ffff:0:0/97,8000::/1,::ffff:0:0/90');
    expect(familiesTrustedWhole(entries)).toEqual([]);
    expect(await fastifyTrusts(entries, '127.0.0.1')).toBe(true);
    expect(await fastifyTrusts(entries, '160.1.2.3')).toBe(true);
    expect(await fastifyTrusts(entries, '200.1.2.3')).toBe(false);
    expect(await fastifyTrusts(entries, '::ffff:200.1.2.3')).toBe(false);
    expect(await fastifyTrusts(entries, '2001:db8::1')).toBe(false);
    expect(await fastifyTrusts(entries, '9000::1')).toBe(true);
  });

  it('agrees with Fastify: a mapped range trusts IPv4 peers, and the mapped block no native IPv6 peer', async () => {
    expect(await fastifyTrusts(['::ffff:0:0/96'], '203.0.113.9')).toBe(true);
    expect(await fastifyTrusts(list(allButMapped), '2001:db8::1')).toBe(true);
    expect(await fastifyTrusts(list(allButMapped), '203.0.113.9')).toBe(false);
  });
});

describe('isProxyEntry', () => {
  it('takes addresses, CIDRs and range names, nothing else', () => {
    for (const entry of ['10.0.0.1', '10.0.0.0/8', '::1', 'fe80::/10', '::ffff:10.0.0.1', 'loopback']) {
      expect(isProxyEntry(entry)).toBe(true);
    }
    for (const entry of ['10.0.0.0/33', '::/129', '10.0.0.0/8/1', 'proxy.local', '10.0.0.0/x', 'localhost']) {
      expect(isProxyEntry(entry)).toBe(false);
    }
  });
});
