import { XSRF_HEADER } from '@kinora/domain';
import type { FastifyRequest } from 'fastify';
import { type DestinationStream, type LoggerOptions, stdSerializers } from 'pino';
import type { Config } from '../config';
import { errorCodeOf, isDatabaseError } from '../db/errors';

/**
 * What our logs may hold. A request is logged by method and route, never by its query string or the values in
 * its path (search words, e-mails, ids). A failed database query is logged by its type and error code only: the
 * SQL text, its parameters (e-mails, password and session hashes) and the server's detail stay out. Every line
 * carries the request id (`reqId`), which the client also gets in `x-request-id`.
 */

type LoggedError = { type: string; code?: string; message: string; stack?: string };

/** The stack's frames without its first line, which repeats the message (and with it the query). */
function framesOnly(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (!isDatabaseError(error)) return stdSerializers.err(error);
  const logged: LoggedError = {
    type: error.constructor.name,
    message: 'database query failed',
    stack: framesOnly(error.stack),
  };
  const code = errorCodeOf(error);
  if (code !== undefined) logged.code = code;
  return logged;
}

/** The route's pattern when it has path parameters (their values are the caller's data), else the bare path. */
export function loggedPath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const pattern = request.routeOptions?.url;
  if (pattern?.includes(':') && !pattern.startsWith('/trpc/')) return pattern;
  return request.url.split('?')[0] ?? '/';
}

function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: loggedPath(request), remoteAddress: request.ip };
}

/**
 * Fastify's `logger` option. Silent with nowhere else to write: no logger at all, so a request is not given a
 * child logger (a copy of its bindings written as JSON) that could never write a line.
 */
export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): (LoggerOptions & { stream?: DestinationStream }) | false {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', `req.headers["${XSRF_HEADER}"]`],
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
