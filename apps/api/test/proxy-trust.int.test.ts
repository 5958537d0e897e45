import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const infra = path.resolve(import.meta.dirname, '../../../infra');
const nginxConf = readFileSync(path.join(infra, 'nginx.conf'), 'utf8');
const compose = readFileSync(path.join(infra, 'docker-compose.yml'), 'utf8');

/** The shipped setting, read from the shipped files: what runs in production is what is tested. */
const forwardedForDirective = nginxConf.match(/proxy_set_header\s+X-Forwarded-For\s+(\S+);/)?.[1];
const composeTrustProxy = compose.match(/TRUST_PROXY:\s*"?([^"\s]+)"?/)?.[1];
const nginxAddress = compose.match(/web:[\s\S]*?ipv4_address:\s*(\S+)/)?.[1];

/**
 * The X-Forwarded-For nginx sends upstream for a client at `peer` that sent `sent` itself: `$remote_addr`
 * replaces it, `$proxy_add_x_forwarded_for` appends the peer to it.
 */
function forwardedBy(directive: string | undefined, peer: string, sent: string): string {
  if (directive === '$remote_addr') return peer;
  if (directive === '$proxy_add_x_forwarded_for') return `${sent}, ${peer}`;
  throw new Error(`unexpected X-Forwarded-For directive in nginx.conf: ${directive}`);
}

async function signInAttempts(app: TestApp, from: string, xForwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const agent = await new Agent(app.app, from).prime();
    const reply = await agent.request('POST', '/api/v1/auth/signin', {
      body: { email: `who${i}@example.com`, password: 'whatever123' },
      headers: { 'x-forwarded-for': xForwardedFor(i) },
    });
    statuses.push(reply.status);
  }
  return statuses;
}

describe.skipIf(skipDatabaseSuite)('client addresses behind the shipped proxy', () => {
  let behindNginx: TestApp;
  let byHops: TestApp;
  beforeAll(async () => {
    const fixed = new Date('2026-11-22T10:00:05Z');
    const env = { RATE_LIMIT_AUTH_PER_MIN: '3' };
    behindNginx = await createTestApp({ ...env, TRUST_PROXY: composeTrustProxy }, { now: () => fixed });
    byHops = await createTestApp({ ...env, TRUST_PROXY: '1' }, { now: () => fixed });
  });
  afterAll(async () => {
    await behindNginx?.close();
    await byHops?.close();
  });

  it('ships nginx replacing X-Forwarded-For, and the API trusting nginx alone', () => {
    expect(forwardedForDirective).toBe('$remote_addr');
    expect(nginxAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(composeTrustProxy).toBe(nginxAddress);
  });

  it('ships nginx never repeating a request that may have reached an instance unless it is idempotent', () => {
    const retries = nginxConf.match(/proxy_next_upstream\s+([^;]+);/)?.[1]?.split(/\s+/);
    expect(retries).toEqual(['error', 'timeout', 'http_502', 'http_503', 'http_504']);
  });

  it('a client sending its own X-Forwarded-For through nginx cannot get past the per-address limit', async () => {
    const statuses = await signInAttempts(behindNginx, nginxAddress!, (i) =>
      forwardedBy(forwardedForDirective, '198.51.100.23', `10.0.0.${i}`),
    );
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it('a client reaching the API directly is not believed either', async () => {
    const statuses = await signInAttempts(behindNginx, '198.51.100.24', (i) => `10.1.0.${i}`);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it('with a hop count, takes the address the nearest proxy saw, not what the client wrote', async () => {
    const statuses = await signInAttempts(byHops, '192.0.2.77', (i) => `10.2.0.${i}, 198.51.100.25`);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const other = await signInAttempts(byHops, '192.0.2.77', () => '198.51.100.26');
    expect(other.slice(0, 3)).toEqual([400, 400, 400]);
  });
});
