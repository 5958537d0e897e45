import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat endpoint (a real HTTP server on loopback) for the hosted-model tests and the
 * benchmark. Each model name gets a scripted reply: a whole completion or a server-sent-event stream, delays,
 * a stall, an error status. It records what it was asked.
 */

export type MockReply = {
  status?: number;
  /** The assistant's text. */
  content?: string;
  /** Streamed pieces (default: the content in pieces of about 12 characters). */
  chunks?: string[];
  /** Before the response starts. */
  delayMs?: number;
  /** Between streamed pieces. */
  chunkDelayMs?: number;
  /** Streaming pauses after this many pieces until `release()` is called. */
  pauseAfter?: number;
  /** Never answers (a stalled upstream). */
  hang?: boolean;
  /** Starts streaming, then stalls after this many pieces. */
  stallAfter?: number;
  headers?: Record<string, string>;
  /** Raw body for error statuses. */
  body?: string;
};

export type MockRequest = {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  authorization?: string;
  body: Record<string, unknown>;
};

export type OpenAiMock = {
  baseUrl: string;
  requests: MockRequest[];
  reply(model: string, reply: MockReply): void;
  /** Lets a paused stream go on. */
  release(): void;
  /** Resolves when a paused stream reaches its pause. */
  paused(): Promise<void>;
  close(): Promise<void>;
};

const CHUNK_CHARS = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pieces(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += CHUNK_CHARS) out.push(text.slice(i, i + CHUNK_CHARS));
  return out;
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-mock',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunk(model: string, delta: Record<string, string>, finish: string | null = null) {
  const body = {
    id: 'chatcmpl-mock',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

export async function startOpenAiMock(): Promise<OpenAiMock> {
  const replies = new Map<string, MockReply>();
  const requests: MockRequest[] = [];
  let gate: { open: () => void; promise: Promise<void> } | undefined;
  let onPause: (() => void) | undefined;
  let pausedPromise = new Promise<void>((resolve) => {
    onPause = resolve;
  });
  const newGate = () => {
    let open = () => {};
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    gate = { open, promise };
    return gate;
  };

  async function stream(res: ServerResponse, model: string, reply: MockReply) {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      ...reply.headers,
    });
    res.write(chunk(model, { role: 'assistant', content: '' }));
    const parts = reply.chunks ?? pieces(reply.content ?? '');
    for (const [i, part] of parts.entries()) {
      if (res.destroyed) return;
      if (reply.stallAfter !== undefined && i === reply.stallAfter) return;
      if (reply.pauseAfter !== undefined && i === reply.pauseAfter) {
        const g = newGate();
        onPause?.();
        await g.promise;
      }
      if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
      res.write(chunk(model, { content: part }));
    }
    res.write(chunk(model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => {
      raw += d;
    });
    req.on('end', async () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const model = String(body.model ?? '');
      const isStream = body.stream === true;
      requests.push({
        model,
        stream: isStream,
        messages: (body.messages as MockRequest['messages']) ?? [],
        authorization: req.headers.authorization,
        body,
      });
      const reply = replies.get(model);
      if (!reply || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: `The model ${model} does not exist`, type: 'invalid_request_error' },
          }),
        );
        return;
      }
      if (reply.hang) return;
      if (reply.delayMs) await sleep(reply.delayMs);
      if (res.destroyed) return;
      const status = reply.status ?? 200;
      if (status !== 200) {
        res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
        res.end(
          reply.body ?? JSON.stringify({ error: { message: `mock error ${status}`, type: 'server_error' } }),
        );
        return;
      }
      if (isStream) return stream(res, model, reply);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(model, reply.content ?? '')));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (model, reply) => {
      replies.set(model, reply);
    },
    release() {
      gate?.open();
      pausedPromise = new Promise<void>((resolve) => {
        onPause = resolve;
      });
    },
    paused: () => pausedPromise,
    close: () =>
      new Promise<void>((resolve) => {
        gate?.open();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
