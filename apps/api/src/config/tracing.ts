import { z } from 'zod';
import { optionalUrl } from './fields';

/**
 * OpenTelemetry traces, off unless an OTLP/HTTP collector is named (src/tracing/, docs/operations/tracing.md).
 * The variables keep the names every OpenTelemetry SDK reads, so an operator's usual settings work; only these
 * two are read, here, and handed to the exporter explicitly.
 */
export const tracingEnv = {
  /** The collector's base URL; spans go to `<endpoint>/v1/traces` as OTLP JSON. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl.refine((url) => url === undefined || /^https?:\/\//.test(url), {
    error: 'must be an http:// or https:// URL such as http://collector:4318',
  }),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('kinora-api'),
};
