import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { AppError } from '@kinora/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from '../metrics/registry';

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
 * The onResponse hook that times a request under its route's pattern (the bench adds it to a bare route too). A
 * callback hook: it waits for nothing, and an async one would cost every request a promise.
 */
export function timeRequests(metrics: AppMetrics) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    metrics.observeRequest(
      request.routeOptions.url,
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  };
}

type MetricsPluginOptions = { metrics: AppMetrics; token: string | undefined };

/**
 * Request timing for every route (labelled by its pattern, never the URL someone typed) and GET /metrics in
 * Prometheus' text format. With a token configured the scrape must carry it as a bearer token (401 otherwise);
 * without one only a scraper on this machine may read it (403 otherwise).
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { metrics, token }) => {
    app.addHook('onResponse', timeRequests(metrics));

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
