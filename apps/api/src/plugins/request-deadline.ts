import { STATUS_CODES } from 'node:http';
import { Socket } from 'node:net';
import {
  type ConnectionError,
  errorCodes,
  type FastifyInstance,
  type FastifyReply,
  type onRequestHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { PublicError } from '../errors/error-map';
import { trpcErrorBody } from '../errors/trpc-error-body';

declare module 'fastify' {
  interface FastifyReply {
    /** When this answer is due (ms since the epoch), and its place in the queue it waits in until sent (below). */
    answerDue: number;
    answerQueue: { first: FastifyReply | null; last: FastifyReply | null } | null;
    answerPrevious: FastifyReply | null;
    answerNext: FastifyReply | null;
  }
}

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

/** Requests waiting for their answers under one deadline, in order of arrival: a list through their replies. */
type AnswerQueue = { ms: number; first: FastifyReply | null; last: FastifyReply | null };

function enqueue(queue: AnswerQueue, reply: FastifyReply): void {
  reply.answerQueue = queue;
  reply.answerPrevious = queue.last;
  reply.answerNext = null;
  if (queue.last) queue.last.answerNext = reply;
  else queue.first = reply;
  queue.last = reply;
}

function dequeue(reply: FastifyReply): void {
  const queue = reply.answerQueue;
  if (!queue) return;
  const { answerPrevious: previous, answerNext: next } = reply;
  if (previous) previous.answerNext = next;
  else queue.first = next;
  if (next) next.answerPrevious = previous;
  else queue.last = previous;
  reply.answerQueue = null;
  reply.answerPrevious = null;
  reply.answerNext = null;
}

/**
 * Every request must be answered by a deadline (else 503 "took too long", which sends clients to the other
 * instance): `answerMs` after it arrived, or the route's own `handlerTimeout` (the chat, the import).
 * Fastify's `handlerTimeout` does the same with a timer, an AbortController and a `close` listener per
 * request; here one timer serves them all. Requests wait in order of arrival, one queue per deadline (linked
 * through the replies: no allocation, no hashing), so each queue's first is its next due, and the timer is
 * set for the earliest of those; an answered request leaves its queue. The one difference: `request.signal`
 * is not aborted at the deadline (nothing here reads it).
 */
function answerDeadlines(app: FastifyInstance, answerMs: number): (reply: FastifyReply) => void {
  const queues: AnswerQueue[] = [];
  const queueOf = (ms: number) => {
    const queue = { ms, first: null, last: null };
    queues.push(queue);
    return queue;
  };
  let timer: NodeJS.Timeout | undefined;
  let timerDue = Number.POSITIVE_INFINITY;
  const arm = (due: number) => {
    if (due >= timerDue) return;
    clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(expire, Math.max(0, due - Date.now())).unref();
  };
  function expire() {
    timer = undefined;
    timerDue = Number.POSITIVE_INFINITY;
    const now = Date.now();
    for (const queue of queues) {
      for (let reply = queue.first; reply; reply = queue.first) {
        if (reply.answerDue > now) {
          arm(reply.answerDue);
          break;
        }
        dequeue(reply);
        timeOut(reply, queue.ms);
      }
    }
  }
  // As Fastify's handlerTimeout answers: through the error handler (error-map.ts: 503), or, when the answer
  // has begun, by ending the connection.
  const timeOut = (reply: FastifyReply, ms: number) => {
    if (reply.sent) return;
    const error = new errorCodes.FST_ERR_HANDLER_TIMEOUT(ms, reply.request.routeOptions.url);
    if (reply.raw.headersSent) reply.raw.destroy(error);
    else reply.send(error);
  };
  const wait = (reply: FastifyReply, queue: AnswerQueue) => {
    reply.answerDue = Date.now() + queue.ms;
    enqueue(queue, reply);
    arm(reply.answerDue);
  };

  app.decorateReply('answerDue', 0);
  app.decorateReply('answerQueue', null);
  app.decorateReply('answerPrevious', null);
  app.decorateReply('answerNext', null);
  // A route with a deadline of its own moves its requests to that queue (a route's hooks run after the
  // app's); Fastify is not asked to time it as well.
  app.addHook('onRoute', (route) => {
    if (route.handlerTimeout === undefined) return;
    const queue = queueOf(route.handlerTimeout);
    route.handlerTimeout = undefined;
    const own = route.onRequest ?? [];
    const moved: onRequestHookHandler = (_request, reply, done) => {
      dequeue(reply);
      wait(reply, queue);
      done();
    };
    route.onRequest = [...(Array.isArray(own) ? own : [own]), moved];
  });
  app.addHook('onResponse', (_request, reply, done) => {
    dequeue(reply);
    done();
  });
  const everyRequest = queueOf(answerMs);
  return (reply) => wait(reply, everyRequest);
}

/**
 * Each request body must arrive by its own deadline (`bodyDeadlineMs` of the length it declares, or of the
 * route's body limit when it is sent in chunks), else it is answered 408 and its connection closed. The same
 * answer goes to a body that stops coming for the idle-connection time. Node's single request time limit is only
 * the backstop above every deadline (app.ts). The answer has a deadline too (answerDeadlines, above).
 */
export const requestDeadlinePlugin = fp<{ requestMs: number; answerMs: number }>(
  async (app, { requestMs, answerMs }) => {
    const awaitAnswer = answerDeadlines(app, answerMs);
    // A callback hook (it waits for nothing): it runs on every request, and most have no body to time.
    app.addHook('onRequest', (request, reply, done) => {
      awaitAnswer(reply);
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
