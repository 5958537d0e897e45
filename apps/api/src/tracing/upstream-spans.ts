import diagnostics from 'node:diagnostics_channel';
import { type Span, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';

/** What Node's fetch (undici) tells its diagnostics channels about one request. */
type UndiciRequest = { origin: string | URL; method: string };
type Message = { request: UndiciRequest; response?: { statusCode: number } };

const CHANNELS = {
  create: 'undici:request:create',
  headers: 'undici:request:headers',
  trailers: 'undici:request:trailers',
  error: 'undici:request:error',
} as const;

/**
 * A client span for every outgoing fetch made within a traced request: TMDB and the hosted chat models both go
 * through Node's fetch, which announces each request on diagnostics channels (no patching). The span names the
 * method and the host and says which upstream it is (`kinora.upstream`: tmdb, llm or other); the path and the
 * query are left out, since TMDB's carry the API key and a viewer's search words. It ends when the whole
 * answer has arrived (a streamed chat answer takes as long as it streams), or on an error.
 * Returns the function that stops watching.
 */
export function watchUpstreamCalls(
  tracer: Tracer,
  upstreamNames: Map<string, string>,
  collectorHost: string,
): () => void {
  const spans = new WeakMap<UndiciRequest, Span>();

  const onCreate = (message: unknown) => {
    const { request } = message as Message;
    if (!trace.getActiveSpan()) return;
    const origin = new URL(String(request.origin));
    if (origin.host === collectorHost) return;
    const upstream = upstreamNames.get(origin.host) ?? 'other';
    const span = tracer.startSpan(`${request.method} ${upstream}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': request.method,
        'server.address': origin.hostname,
        'server.port': Number(origin.port) || (origin.protocol === 'https:' ? 443 : 80),
        'kinora.upstream': upstream,
      },
    });
    spans.set(request, span);
  };
  const onHeaders = (message: unknown) => {
    const { request, response } = message as Message;
    const span = spans.get(request);
    if (!span || !response) return;
    span.setAttribute('http.response.status_code', response.statusCode);
    if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  };
  const onTrailers = (message: unknown) => {
    const { request } = message as Message;
    spans.get(request)?.end();
    spans.delete(request);
  };
  const onError = (message: unknown) => {
    const { request } = message as Message;
    const span = spans.get(request);
    if (!span) return;
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'request failed' });
    span.end();
    spans.delete(request);
  };

  const subscriptions: Array<[string, (message: unknown) => void]> = [
    [CHANNELS.create, onCreate],
    [CHANNELS.headers, onHeaders],
    [CHANNELS.trailers, onTrailers],
    [CHANNELS.error, onError],
  ];
  for (const [name, listener] of subscriptions) diagnostics.subscribe(name, listener);
  return () => {
    for (const [name, listener] of subscriptions) diagnostics.unsubscribe(name, listener);
  };
}
