import type { AppError } from '@kinora/domain';
import {
  httpFailureToAppError,
  isRateLimitStatus,
  isRetryableStatus,
  malformedError,
  networkError,
  timeoutError,
} from './errors';
import { createRateLimiter } from './rate-limiter';
import { backoffDelay, parseRetryAfter, toRetryAfterSeconds } from './retry';

/** The slice of `fetch` the client uses, so tests and other runtimes can pass their own. */
export type FetchLike = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;

export type TmdbRequest = {
  /** Path under the base URL, e.g. `/movie/550`. */
  path: string;
  params?: Record<string, string | number | boolean | undefined>;
  /** What is being asked for, for messages: "Movie 550" -> "Movie 550 not found". */
  label: string;
};

export type TmdbHttpOptions = {
  baseUrl: string;
  apiKey?: string;
  readToken?: string;
  fetch: FetchLike;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  timeoutMs: number;
  maxRetries: number;
  maxRetryTimeMs: number;
  requestsPerSecond: number;
  burst: number;
  language: string;
};

export type TmdbHttp = { get(request: TmdbRequest): Promise<unknown> };

type Attempt =
  | { kind: 'ok'; text: string }
  | { kind: 'http'; status: number; text: string; retryAfter: string | null }
  | { kind: 'timeout' }
  | { kind: 'network'; error: unknown };

const HTTP_OK_MIN = 200;
const HTTP_OK_MAX = 299;
const REDACTED = '[redacted]';

export function createTmdbHttp(options: TmdbHttpOptions): TmdbHttp {
  const limiter = createRateLimiter({
    perSecond: options.requestsPerSecond,
    burst: options.burst,
    now: options.now,
    sleep: options.sleep,
  });
  const secrets = [options.apiKey, options.readToken].filter((s): s is string => Boolean(s));
  const redact = (text: string) => secrets.reduce((out, secret) => out.split(secret).join(REDACTED), text);
  // The read token wins when both are given: it keeps the secret out of URLs (and so out of proxy logs).
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.readToken) headers.authorization = `Bearer ${options.readToken}`;

  function buildUrl({ path, params }: TmdbRequest): string {
    const url = new URL(options.baseUrl.replace(/\/+$/, '') + path);
    for (const [name, value] of Object.entries(params ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    if (!url.searchParams.has('language')) url.searchParams.set('language', options.language);
    if (!options.readToken && options.apiKey) url.searchParams.set('api_key', options.apiKey);
    return url.toString();
  }

  async function attemptOnce(url: string): Promise<Attempt> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Racing the timer as well as passing the signal covers fetch implementations that ignore signals.
    const timedOut = new Promise<Attempt>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve({ kind: 'timeout' });
      }, options.timeoutMs);
    });
    const work = (async (): Promise<Attempt> => {
      try {
        const response = await options.fetch(url, { method: 'GET', headers, signal: controller.signal });
        // Reading the body stays under the same timer: a server can stall after sending its headers.
        const text = await response.text();
        if (response.status >= HTTP_OK_MIN && response.status <= HTTP_OK_MAX) return { kind: 'ok', text };
        return {
          kind: 'http',
          status: response.status,
          text,
          retryAfter: response.headers.get('retry-after'),
        };
      } catch (error) {
        return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network', error };
      }
    })();
    try {
      return await Promise.race([work, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  function finalError(attempt: Exclude<Attempt, { kind: 'ok' }>, label: string, waitMs?: number): AppError {
    if (attempt.kind === 'timeout') return timeoutError(options.timeoutMs);
    if (attempt.kind === 'network') return networkError(attempt.error, redact);
    const retryAfterSeconds = isRateLimitStatus(attempt.status)
      ? toRetryAfterSeconds(waitMs ?? 0)
      : undefined;
    return httpFailureToAppError(attempt.status, attempt.text, label, retryAfterSeconds);
  }

  return {
    async get(request) {
      const url = buildUrl(request);
      const startedAt = options.now();
      for (let retry = 0; ; retry++) {
        await limiter.acquire();
        const attempt = await attemptOnce(url);
        if (attempt.kind === 'ok') return parseJson(attempt.text);
        const retryable = attempt.kind !== 'http' || isRetryableStatus(attempt.status);
        if (!retryable) throw finalError(attempt, request.label);
        const asked =
          attempt.kind === 'http' ? parseRetryAfter(attempt.retryAfter, options.now()) : undefined;
        const waitMs = asked ?? backoffDelay(retry, options.random);
        const elapsed = options.now() - startedAt;
        if (retry >= options.maxRetries || elapsed + waitMs > options.maxRetryTimeMs) {
          throw finalError(attempt, request.label, waitMs);
        }
        await options.sleep(waitMs);
      }
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw malformedError('body is not JSON');
  }
}
