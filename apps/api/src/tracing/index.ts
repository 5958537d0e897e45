import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { QueryObserver } from '../db/instrument';

/**
 * OpenTelemetry traces (docs/operations/tracing.md). This file imports nothing of OpenTelemetry: the SDK is
 * loaded by a dynamic import only when OTEL_EXPORTER_OTLP_ENDPOINT is set, so an instance without it neither
 * loads it nor runs a single tracing hook.
 */
export type Tracing = {
  /** Registered first: one server span per request, named by its route pattern. */
  plugin: FastifyPluginAsync;
  /** The database observer, plus a client span per statement sent within a traced request. */
  observeQueries(observer: QueryObserver): QueryObserver;
  /** Stops watching upstream calls, sends the spans still buffered and closes the exporter. */
  close(): Promise<void>;
};

/** Names the upstream hosts a span may be about: the TMDB API and each hosted chat model's server. */
function upstreamNames(config: Config): Map<string, string> {
  const names = new Map<string, string>();
  for (const provider of Object.values(config.chat.providers))
    names.set(new URL(provider.baseUrl).host, 'llm');
  names.set(new URL(config.tmdb.baseUrl).host, 'tmdb');
  return names;
}

export async function startTracing(config: Config): Promise<Tracing | undefined> {
  if (!config.tracing) return undefined;
  const { createOtelTracing } = await import('./otel-tracing');
  return createOtelTracing(config.tracing, upstreamNames(config));
}
