import type { AddressInfo } from 'node:net';
import { XSRF_COOKIE, XSRF_HEADER } from '@kinora/domain';
import { type ReplayServer, startReplayServer, TEST_API_KEY } from '@kinora/tmdb/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipDatabaseSuite } from './helpers/database';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from './helpers/otlp-receiver';
import { createTestApp } from './helpers/test-app';

const SEARCH_TEXT = 'zanzibarquokka';
/** W3C trace context of a caller: its trace id and the id of its own span. */
const CALLER_TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN_ID = '00f067aa0ba902b7';
const SPAN_KIND = { SERVER: 2, CLIENT: 3 };

const childrenOf = (spans: ReceivedSpan[], parent: ReceivedSpan) =>
  spans.filter((s) => s.traceId === parent.traceId && s.parentSpanId === parent.spanId);

/** A body sent in two parts with a pause between, as a slow network delivers it. */
function slowly(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const half = Math.floor(bytes.length / 2);
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(bytes.slice(0, half));
      await new Promise((resolve) => setTimeout(resolve, 50));
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
}

/**
 * A browser over real HTTP, not `inject`: a body that arrives late comes in socket events, outside the context
 * the request's first hooks ran in, and the tracing must carry the request's span across that gap.
 */
function httpBrowser(origin: string) {
  const cookies = new Map<string, string>();
  return async (
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = cookies.get(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : slowly(JSON.stringify(init.body)),
      duplex: 'half',
    } as RequestInit);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

function findSpan(spans: ReceivedSpan[], name: string): ReceivedSpan {
  const span = spans.find((s) => s.name === name);
  if (!span) throw new Error(`no span named ${name}; got ${spans.map((s) => s.name).join(', ')}`);
  return span;
}

describe.skipIf(skipDatabaseSuite)('traces to an OTLP/HTTP collector (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let receiver: OtlpReceiver;
  let tmdb: ReplayServer;
  let user: { id: string; email: string; username: string };

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    tmdb = await startReplayServer();
    const t = await createTestApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.endpoint}/`,
      OTEL_SERVICE_NAME: 'kinora-tracing-test',
      TMDB_API_KEY: TEST_API_KEY,
      TMDB_BASE_URL: tmdb.baseUrl,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const browse = httpBrowser(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    await browse('/cronjob/run');
    const name = `traced${Date.now().toString(36)}`;
    const signedUp = await browse('/api/v1/auth/signup', {
      method: 'POST',
      body: { email: `${name}@example.com`, username: name, password: 'long enough pass' },
    });
    expect(signedUp.status).toBe(201);
    user = signedUp.body.user as typeof user;
    const searched = await browse(`/api/v1/search/movie/${SEARCH_TEXT}`, {
      headers: { traceparent: `00-${CALLER_TRACE_ID}-${CALLER_SPAN_ID}-01` },
    });
    expect(searched.status).toBe(200);
    expect(tmdb.requestsTo('/search/movie').length).toBeGreaterThan(0);
    // Closing sends what the batch still holds.
    await t.close();
  });
  afterAll(async () => {
    await tmdb?.close();
    await receiver?.close();
  });

  it('sends a server span per request, named by its route pattern and joined to the caller’s trace', () => {
    const search = findSpan(receiver.spans, 'GET /api/v1/search/movie/:query');
    expect(search).toMatchObject({
      kind: SPAN_KIND.SERVER,
      traceId: CALLER_TRACE_ID,
      parentSpanId: CALLER_SPAN_ID,
      serviceName: 'kinora-tracing-test',
    });
    expect(search.attributes).toEqual({
      'http.request.method': 'GET',
      'http.route': '/api/v1/search/movie/:query',
      'http.response.status_code': 200,
    });
  });

  it('puts the database statements and the TMDB call under the request that made them', () => {
    const search = findSpan(receiver.spans, 'GET /api/v1/search/movie/:query');
    const children = childrenOf(receiver.spans, search);
    const upstream = children.find((s) => s.attributes['kinora.upstream'] === 'tmdb');
    expect(upstream).toMatchObject({ kind: SPAN_KIND.CLIENT, name: 'GET tmdb' });
    expect(upstream?.attributes).toMatchObject({
      'server.address': '127.0.0.1',
      'http.response.status_code': 200,
    });
    const statements = children.filter((s) => s.name.startsWith('db '));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements[0]?.attributes).toMatchObject({ 'db.system.name': 'postgresql' });
  });

  it('keeps a request’s statements under it when its body arrives in parts after the first hooks (a POST)', () => {
    const signUp = findSpan(receiver.spans, 'POST /api/v1/auth/signup');
    const inserts = childrenOf(receiver.spans, signUp).filter((s) => s.name === 'db insert');
    expect(inserts.length).toBeGreaterThan(0);
  });

  it('carries no ids, e-mails, search words or keys in any attribute', () => {
    const values = receiver.spans.flatMap((s) => Object.values(s.attributes).map(String));
    for (const secret of [user.id, user.email, user.username, SEARCH_TEXT, TEST_API_KEY]) {
      expect(values.filter((v) => v.includes(secret))).toEqual([]);
    }
  });
});
