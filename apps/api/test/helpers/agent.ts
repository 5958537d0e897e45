import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Reply = {
  status: number;
  body: any;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
};

/**
 * A browser-like client for `app.inject`: keeps cookies, and (unless told not to) echoes the XSRF-TOKEN cookie
 * in the X-XSRF-TOKEN header like axios and the web app do.
 */
export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '203.0.113.10',
  ) {}

  async request(
    method: Method,
    url: string,
    options: { body?: unknown; xsrf?: boolean; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (options.xsrf !== false && xsrf && method !== 'GET') headers['x-xsrf-token'] = xsrf;
    const inject: InjectOptions = { method, url, headers, remoteAddress: this.remoteAddress };
    if (options.rawBody !== undefined) {
      inject.payload = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      inject.payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const raw = await this.app.inject(inject);
    for (const cookie of raw.cookies as Array<{
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }>) {
      const expired =
        (cookie.expires && cookie.expires.getTime() <= Date.now()) ||
        cookie.maxAge === 0 ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let body: unknown = raw.body;
    try {
      body = raw.json();
    } catch {
      // not JSON: keep the text
    }
    return { status: raw.statusCode, body, headers: raw.headers, raw };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, { headers });
  }
  post(url: string, body?: unknown, options: { xsrf?: boolean } = {}) {
    return this.request('POST', url, { body, ...options });
  }
  put(url: string, body?: unknown, options: { xsrf?: boolean } = {}) {
    return this.request('PUT', url, { body, ...options });
  }
  delete(url: string, body?: unknown, options: { xsrf?: boolean } = {}) {
    return this.request('DELETE', url, { body, ...options });
  }

  /** Arms the anti-forgery cookie the way every client starts: with a GET. */
  async prime(): Promise<this> {
    await this.get('/cronjob/run');
    return this;
  }

  /** tRPC over HTTP exactly as the web client calls it (no transformer, no batching). */
  async query(path: string, input?: unknown): Promise<TrpcReply> {
    const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return toTrpc(await this.get(`/trpc/${path}${qs}`));
  }
  async mutate(path: string, input?: unknown, options: { xsrf?: boolean } = {}): Promise<TrpcReply> {
    return toTrpc(await this.request('POST', `/trpc/${path}`, { body: input ?? {}, ...options }));
  }
}

export type TrpcReply = {
  status: number;
  data?: any;
  error?: { message: string; code: string; appCode: string };
  raw: Reply;
};

function toTrpc(reply: Reply): TrpcReply {
  const body = reply.body as {
    result?: { data: unknown };
    error?: { message: string; data: { code: string; appCode: string } };
  };
  if (body?.result) return { status: reply.status, data: body.result.data, raw: reply };
  return {
    status: reply.status,
    error: body?.error
      ? { message: body.error.message, code: body.error.data.code, appCode: body.error.data.appCode }
      : undefined,
    raw: reply,
  };
}
