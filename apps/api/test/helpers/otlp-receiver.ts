import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One attribute as OTLP JSON carries it. */
type OtlpAttribute = { key: string; value: Record<string, unknown> };

/** A span as the exporter sent it, with its attributes read into plain values. */
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  serviceName: unknown;
};

type OtlpSpan = Omit<ReceivedSpan, 'attributes' | 'serviceName'> & { attributes?: OtlpAttribute[] };
type OtlpExport = {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: OtlpSpan[] }>;
  }>;
};

function plain(attributes: OtlpAttribute[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { key, value } of attributes) {
    const [first] = Object.values(value);
    values[key] = 'intValue' in value ? Number(first) : first;
  }
  return values;
}

export type OtlpReceiver = { endpoint: string; spans: ReceivedSpan[]; close(): Promise<void> };

/**
 * A collector's OTLP/HTTP trace door on loopback: takes POST /v1/traces as JSON (the exporter's default
 * encoding) and keeps every span; anything else is refused, so a misrouted export fails the test.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const isJson = (request.headers['content-type'] ?? '').startsWith('application/json');
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !isJson) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resource of body.resourceSpans ?? []) {
        const serviceName = plain(resource.resource?.attributes)['service.name'];
        for (const scope of resource.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({ ...span, attributes: plain(span.attributes), serviceName });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
