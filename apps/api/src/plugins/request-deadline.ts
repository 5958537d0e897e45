import { STATUS_CODES } from 'node:http';
import { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicError } from '../errors/error-map';
import { trpcErrorBody } from '../errors/trpc-error-body';

/**
 * The slowest upload a request body is given time for: 64 KB a second (512 kbit/s, a weak mobile uplink). A
 * fixed deadline would ask a 10 MB import for 8 Mbit/s; this one grows with the body instead.
 */
export const MIN_UPLOAD_BYTES_PER_SECOND = 64 * 1024;

/** How long a body of `bytes` may take to arrive: the request time limit, plus its upload at the minimum rate. */
export function bodyDeadlineMs(requestMs: number, bytes: number): number {
  return requestMs + Math.ceil((bytes * 1000) / MIN_UPLOAD_BYTES_PER_SECOND);
}

const TIMED_OUT: PublicError = {
  status: 408,
  code: 'BAD_INPUT',
  message: `The request did not arrive in time (a body needs at least ${MIN_UPLOAD_BYTES_PER_SECOND / 1024} KB a second). Please try again.`,
};

/**
 * Answers a request that has no reply to answer through (it never arrived in full, or Node refused it before
 * Fastify saw it) straight on its connection, in the app's error shape (tRPC's for /trpc), and closes the
 * connection: what the client sends next is not read.
 */
function answerOnSocket(socket: Socket, error: PublicError, url = ''): void {
  if (socket.destroyed) return;
  if (socket.writable) {
    const body = JSON.stringify(
      url.startsWith('/trpc/')
        ? trpcErrorBody(url, error)
        : { success: false, message: error.message, code: error.code },
    );
    socket.write(
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Node's own refusals (headers that do not arrive in time or are too large, a request that is not HTTP), in the
 * app's error shape rather than Fastify's default one. Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // The client is gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  answerOnSocket(socket, refusalOf(error.code));
}

function refusalOf(code: string): PublicError {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMED_OUT;
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, code: 'BAD_INPUT', message: 'The request headers are too large' };
  }
  return { status: 400, code: 'BAD_INPUT', message: 'The request is not valid HTTP' };
}

/**
 * Each request body must arrive by its own deadline (`bodyDeadlineMs` of the length it declares, or of the
 * route's body limit when it is sent in chunks), else it is answered 408 and its connection closed. The same
 * answer goes to a body that stops coming for the idle-connection time. Node's single request time limit is only
 * the backstop above every deadline (app.ts).
 */
export const requestDeadlinePlugin = fp<{ requestMs: number }>(
  async (app, { requestMs }) => {
    // A callback hook (it waits for nothing): it runs on every request, and most have no body to time.
    app.addHook('onRequest', (request, reply, done) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      const chunked = request.headers['transfer-encoding'] !== undefined;
      // A request injected in-process (tests) has no connection to wait on.
      if ((!chunked && !(declared > 0)) || !(request.raw.socket instanceof Socket)) {
        done();
        return;
      }
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
      const bytes = chunked ? limit : Math.min(declared, limit);
      const { raw } = request;
      const tooLate = () => {
        if (!raw.complete) answerOnSocket(raw.socket, TIMED_OUT, request.url);
      };
      const timer = setTimeout(tooLate, bodyDeadlineMs(requestMs, bytes)).unref();
      // Node asks the request first when its connection idles; listening here keeps it from closing silently.
      raw.on('timeout', tooLate);
      reply.raw.once('close', () => {
        clearTimeout(timer);
        raw.off('timeout', tooLate);
      });
      done();
    });
  },
  { name: 'kinora-request-deadline' },
);
