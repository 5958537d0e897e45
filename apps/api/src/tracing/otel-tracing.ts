import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Tracing } from '.';
import { tracedQueries } from './query-spans';
import { requestSpans } from './request-spans';
import { watchUpstreamCalls } from './upstream-spans';

type TracingSettings = { endpoint: string; serviceName: string };

/** The instrumentation's name on every span it makes. */
const TRACER_NAME = 'kinora-api';

/**
 * One tracer provider per built app, exporting OTLP/HTTP JSON in batches. `register` installs the
 * AsyncLocalStorage context manager that carries the active span across awaits; the spans themselves come from
 * this provider's own tracer, so apps built side by side (tests) each send to their own collector.
 */
export function createOtelTracing(settings: TracingSettings, upstreamNames: Map<string, string>): Tracing {
  const exporter = new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  const tracer = provider.getTracer(TRACER_NAME);
  const collectorHost = new URL(settings.endpoint).host;
  const stopWatching = watchUpstreamCalls(tracer, upstreamNames, collectorHost);
  return {
    plugin: requestSpans(tracer),
    observeQueries: (observer) => tracedQueries(tracer, observer),
    async close() {
      stopWatching();
      await provider.shutdown();
      // Later spans of this process (another app built in a test) must not find this provider's tracer.
      if (trace.getTracerProvider() === provider) trace.disable();
    },
  };
}
