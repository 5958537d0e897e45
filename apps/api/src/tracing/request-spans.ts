import {
  context,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UNMATCHED_ROUTE } from '../metrics/registry';

/** tRPC names its procedures in the path (`/trpc/watchlist.add,catalogue.search`): names, never values. */
const TRPC_ROUTE = '/trpc/:path';
/** A batch can name many procedures; the attribute keeps its first few hundred characters. */
const PROCEDURES_MAX_CHARS = 200;

/**
 * One server span per request, named `METHOD /route/:pattern`; a caller's `traceparent` header makes it part of
 * the caller's trace. Attributes are the method, the route's pattern, the status and, for tRPC, the procedure
 * names: never the URL as typed, its query, a body or a user's id.
 *
 * The span is made active for the request's own work by running Fastify's next step inside it, in onRequest:
 * every later hook, the body's parsing and the handler continue from there (a body sent in parts included:
 * test/tracing.int.test.ts).
 */
export function requestSpans(tracer: Tracer) {
  const propagator = new W3CTraceContextPropagator();
  const traced = new WeakMap<FastifyRequest, Span>();

  const end = (request: FastifyRequest, statusCode: number | undefined) => {
    const span = traced.get(request);
    if (!span) return;
    traced.delete(request);
    if (statusCode === undefined) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'client went away' });
    } else {
      span.setAttribute('http.response.status_code', statusCode);
      if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };

  return fp(
    async (app) => {
      app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
        const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
        const route = request.routeOptions.url;
        const span = tracer.startSpan(
          route ? `${request.method} ${route}` : `${request.method} ${UNMATCHED_ROUTE}`,
          {
            kind: SpanKind.SERVER,
            attributes: {
              'http.request.method': request.method,
              'http.route': route ?? UNMATCHED_ROUTE,
            },
          },
          parent,
        );
        if (route === TRPC_ROUTE) {
          const procedures = (request.params as { path?: string }).path;
          if (procedures) span.setAttribute('rpc.method', procedures.slice(0, PROCEDURES_MAX_CHARS));
        }
        traced.set(request, span);
        context.with(trace.setSpan(parent, span), done);
      });
      app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        end(request, reply.statusCode);
        done();
      });
      app.addHook('onRequestAbort', (request: FastifyRequest, done: () => void) => {
        end(request, undefined);
        done();
      });
    },
    { name: 'kinora-tracing' },
  );
}
