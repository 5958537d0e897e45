/**
 * The API built from source in a process of its own, for bench/metrics-cost.ts: BENCH_METRICS=off builds it
 * without the request metrics (no timing hook, no GET /metrics), anything else as it always runs. Tells its
 * parent the port it listens on.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const app = await buildApp(
  loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MIN: '100000',
  }),
  { requestMetrics: process.env.BENCH_METRICS !== 'off' },
);
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
