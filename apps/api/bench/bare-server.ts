/**
 * The baseline of the throughput benchmark: a bare Fastify route (no plugins, no auth, no database) answering
 * with the very same data the catalogue route returns, serialised per request as any route's reply is, so the
 * ratio measures Kinora's own overhead (security headers, cookies, anti-forgery, session, cache lookup).
 * Kinora's most-read catalogue routes reuse the JSON text of a cached answer (src/rest/content-envelope.ts), which
 * saves more than that overhead costs, so the ratio can exceed 1.
 */
import Fastify from 'fastify';

const data: unknown = JSON.parse(process.env.BENCH_BODY ?? '{"ok":true}');
const app = Fastify({ logger: false });
app.get('/bare', () => data);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
