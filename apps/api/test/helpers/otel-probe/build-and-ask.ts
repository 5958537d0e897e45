// Run by test/tracing-off.test.ts in a process of its own: builds the API the way the server does (in-memory
// database), answers a request that reaches the database and the catalogue, and closes. OTEL_PROBE_ENDPOINT, when
// set, becomes the app's OTEL_EXPORTER_OTLP_ENDPOINT.
import { buildApp } from '../../../src/app';
import { testConfig } from '../../../src/config';

const app = await buildApp(testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_PROBE_ENDPOINT }));
const reply = await app.inject({ method: 'GET', url: '/api/v1/movies/trending' });
await app.close();
process.stdout.write(`${JSON.stringify({ status: reply.statusCode })}\n`);
