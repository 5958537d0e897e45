import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { AppError } from '@kinora/domain';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type AppMetrics, UNMATCHED_ROUTE } from '../metrics/registry';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's characters nor its length show in how long the check takes. */
function sameToken(given: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(given), expected);
}

/**
 * Whether the connection itself comes from this machine. The socket's address, not request.ip: behind a
 * trusted proxy request.ip is whatever X-Forwarded-For says, and a client can say 127.0.0.1.
 */
export function isLoopbackPeer(request: FastifyRequest): boolean {
  const address = request.raw.socket?.remoteAddress ?? '';
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * The onResponse hook that times the requests of one route under its pattern, given as the route is declared so
 * the request path never asks for it (request.routeOptions builds an object each time). A callback hook: it
 * waits for nothing, and an async one would cost every request a promise.
 */
export function timeRoute(metrics: AppMetrics, route: string): onResponseHookHandler {
  return function timed(request, reply, done) {
    metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  };
}

/**
 * Times every request: each route's own hook, added as it is declared, times that route's; the instance-wide
 * hook times only what no route matched (the web app's pages, unknown paths), whose handler has no route hook.
 * The bench adds it to a bare server too (bench/bare-server.ts).
 */
export function timeRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onRoute', (route) => {
    const own = route.onResponse ?? [];
    route.onResponse = [...(Array.isArray(own) ? own : [own]), timeRoute(metrics, route.url)];
  });
  const timeUnmatched = timeRoute(metrics, UNMATCHED_ROUTE);
  app.addHook('onResponse', function timedIfUnmatched(request, reply, done) {
    if (request.is404) timeUnmatched.call(this, request, reply, done);
    else done();
  });
}

type MetricsPluginOptions = { metrics: AppMetrics; token: string | undefined };

/**
 * Request timing for every route (labelled by its pattern, never the URL someone typed) and GET /metrics in
 * Prometheus' text format. With a token configured the scrape must carry it as a bearer token (401 otherwise);
 * without one only a scraper on this machine may read it (403 otherwise).
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { metrics, token }) => {
    timeRequests(app, metrics);

    const expected = token === undefined ? undefined : digest(token);
    app.get('/metrics', async (request, reply) => {
      if (expected) {
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
        if (given === undefined || !sameToken(given, expected)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new AppError('UNAUTHENTICATED', 'Metrics need the bearer token set in METRICS_TOKEN');
        }
      } else if (!isLoopbackPeer(request)) {
        throw new AppError(
          'FORBIDDEN',
          'Metrics are served only to this machine; set METRICS_TOKEN to scrape them from elsewhere',
        );
      }
      const text = await metrics.scrape((err) =>
        request.log.warn({ err }, 'metrics: the mail queue could not be read'),
      );
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    });
  },
  { name: 'kinora-metrics' },
);
