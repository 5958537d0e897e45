/**
 * The baselines of the throughput benchmark: bare Fastify routes (no plugins, no auth, no database) answering
 * with the very same body the catalogue route returns, in two ways:
 * - `/bare` serialises the object per request, as any route's reply is;
 * - `/bare-text` sends text prepared once;
 * - `/bare-bytes` sends UTF-8 bytes prepared once: nothing can be cheaper per request in Fastify, the true
 *   ceiling, and what Kinora's most-read catalogue routes do with a cached answer (src/rest/content-envelope.ts).
 * - `/bare-bytes-metered` is the last with the request-timing hook of GET /metrics (src/plugins/metrics.ts): its
 *   ratio to `/bare-bytes` is what the metrics cost a request.
 * The ratios measure Kinora's own overhead (security headers, cookies, anti-forgery, session, cache lookup).
 * Against the first two baselines the ratio can exceed 1 (they pay for work Kinora caches); against the third
 * it cannot.
 */
import Fastify from 'fastify';
import { createMetrics } from '../src/metrics/registry';
import { timeRequests } from '../src/plugins/metrics';

const text = process.env.BENCH_BODY ?? '{"ok":true}';
const data: unknown = JSON.parse(text);
const app = Fastify({ logger: false });
app.get('/bare', () => data);
const bytes = Buffer.from(text);
app.get('/bare-text', (_request, reply) => reply.type('application/json; charset=utf-8').send(text));
app.get('/bare-bytes', (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
await app.register(async (metered) => {
  timeRequests(metered, createMetrics());
  metered.get('/bare-bytes-metered', (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(bytes),
  );
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
