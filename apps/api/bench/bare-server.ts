/**
 * The baselines of the throughput benchmark: bare Fastify routes (no plugins, no auth, no database) answering
 * with the very same body the catalogue route returns, in two ways:
 * - `/bare` serialises the object per request, as any route's reply is;
 * - `/bare-text` sends text prepared once: nothing can be cheaper per request in Fastify, the true ceiling.
 * The ratios measure Kinora's own overhead (security headers, cookies, anti-forgery, session, cache lookup).
 * Kinora's most-read catalogue routes reuse the JSON text of a cached answer (src/rest/content-envelope.ts), so
 * against the first baseline the ratio can exceed 1; against the second it cannot.
 */
import Fastify from 'fastify';

const text = process.env.BENCH_BODY ?? '{"ok":true}';
const data: unknown = JSON.parse(text);
const app = Fastify({ logger: false });
app.get('/bare', () => data);
app.get('/bare-text', (_request, reply) => reply.type('application/json; charset=utf-8').send(text));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
