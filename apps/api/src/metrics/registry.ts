import type { CacheReadResult } from '@kinora/tmdb';
import { Counter, collectDefaultMetrics, Gauge, Histogram, type Metric, Registry } from 'prom-client';
import type { QueryObserver } from '../db/instrument';
import type { MailQueueState } from '../services/mail/mail-queue';
import type { Metrics } from './observer';
import { RequestDurations } from './request-durations';
import type { TmdbFetchObserver } from './tmdb-fetch';

/** The label of every request no route matched (the web app's pages, unknown paths): never the raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

const DATABASE_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * One registry per built app (tests build many in one process; the default global registry would refuse the
 * second copy of every series). Series are listed in docs/operations/metrics.md.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDurations = new RequestDurations();
  registry.registerMetric(requestDurations as unknown as Metric);
  // Nearly every request reads a cache or two: reads are tallied in plain numbers and handed to the counter when
  // it is read (a scrape), not each put through prom-client's label checks and hashing on the request's path.
  const cacheReadTallies: Record<'session' | 'catalogue', Record<CacheReadResult, number>> = {
    session: { hit: 0, stale: 0, miss: 0 },
    catalogue: { hit: 0, stale: 0, miss: 0 },
  };
  new Counter({
    name: 'kinora_cache_reads_total',
    help: 'Cache reads by cache and how they were served (hit, stale, miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      for (const [cache, tally] of Object.entries(cacheReadTallies)) {
        for (const [result, reads] of Object.entries(tally)) {
          if (reads === 0) continue;
          this.inc({ cache, result }, reads);
          tally[result as CacheReadResult] = 0;
        }
      }
    },
  });
  const queryDuration = new Histogram({
    name: 'kinora_db_query_duration_seconds',
    help: 'Time from sending a database statement to its answer, including any wait for a connection',
    labelNames: ['operation', 'outcome'] as const,
    buckets: DATABASE_BUCKETS,
    registers,
  });
  const queriesInFlight = new Gauge({
    name: 'kinora_db_queries_in_flight',
    help: 'Database statements sent and not yet answered (running, or waiting for a pooled connection)',
    registers,
  });
  const poolMax = new Gauge({
    name: 'kinora_db_pool_max_connections',
    help: 'Connections the database pool may open (1 for the in-process database)',
    registers,
  });
  const tmdbRequests = new Counter({
    name: 'kinora_tmdb_requests_total',
    help: 'Requests sent to TMDB, by outcome (2xx, 4xx, 429, 5xx, timeout, network)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const tmdbDuration = new Histogram({
    name: 'kinora_tmdb_request_duration_seconds',
    help: 'Time for one TMDB request to answer its headers (each retry is a request of its own)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'kinora_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by policy',
    labelNames: ['policy'] as const,
    registers,
  });
  const imports = {
    started: new Counter({
      name: 'kinora_imports_started_total',
      help: 'Imports whose upload was accepted',
      registers,
    }),
    finished: new Counter({
      name: 'kinora_imports_finished_total',
      help: 'Imports that reached their report',
      registers,
    }),
    failed: new Counter({
      name: 'kinora_imports_failed_total',
      help: 'Imports stopped by an error (an unreadable file included)',
      registers,
    }),
  };
  const jobRuns = new Counter({
    name: 'kinora_job_runs_total',
    help: 'Maintenance job runs, by job',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'kinora_job_failures_total',
    help: 'Maintenance job runs that failed, by job',
    labelNames: ['job'] as const,
    registers,
  });

  let readMailQueue: (() => Promise<MailQueueState>) | undefined;
  // Set at scrape time only, from one cheap query shared by the three gauges (see scrape below).
  const mailGauge = (name: string, help: string, pick: (state: MailQueueState) => number) => ({
    pick,
    gauge: new Gauge({ name, help, registers }),
  });
  const mailGauges = [
    mailGauge('kinora_mail_queue_depth', 'E-mails waiting to be sent (new or to be retried)', (s) => s.depth),
    mailGauge(
      'kinora_mail_queue_failed',
      'E-mails given up after every retry (kept for a person to look at)',
      (s) => s.failed,
    ),
    mailGauge(
      'kinora_mail_queue_oldest_age_seconds',
      'Age of the oldest e-mail waiting to be sent (0 when none waits)',
      (s) => s.oldestAgeSeconds,
    ),
  ];

  const observer: Metrics = {
    sessionCacheRead: (result) => {
      cacheReadTallies.session[result]++;
    },
    rateLimitRefused: (policy) => rateLimitRefusals.inc({ policy }),
    importStarted: () => imports.started.inc(),
    importFinished: () => imports.finished.inc(),
    importFailed: () => imports.failed.inc(),
    jobRun(job, failed) {
      jobRuns.inc({ job });
      if (failed) jobFailures.inc({ job });
    },
  };

  const database: QueryObserver = {
    poolSize: (max) => poolMax.set(max),
    sent: () => queriesInFlight.inc(),
    answered(operation, seconds, ok) {
      queriesInFlight.dec();
      queryDuration.observe({ operation, outcome: ok ? 'ok' : 'error' }, seconds);
    },
  };

  const tmdb: TmdbFetchObserver = (outcome, seconds) => {
    tmdbRequests.inc({ outcome });
    tmdbDuration.observe({ outcome }, seconds);
  };

  return {
    registry,
    /** What services are given (deps.metrics). */
    observer,
    database,
    tmdb,
    catalogueCacheRead: (result: CacheReadResult) => {
      cacheReadTallies.catalogue[result]++;
    },
    /** One answered request, under its route pattern (UNMATCHED_ROUTE when no route matched). */
    observeRequest(route: string, method: string, statusCode: number, seconds: number) {
      requestDurations.observe(route, method, statusCode, seconds);
    },
    /** Where the mail gauges read from; set once the mailer exists. */
    readMailQueueFrom(read: () => Promise<MailQueueState>) {
      readMailQueue = read;
    },
    /** The text a scrape answers; the mail queue is read first (a failed read leaves its gauges as they were). */
    async scrape(onMailError: (error: unknown) => void): Promise<string> {
      if (readMailQueue) {
        try {
          const state = await readMailQueue();
          for (const { gauge, pick } of mailGauges) gauge.set(pick(state));
        } catch (error) {
          onMailError(error);
        }
      }
      return registry.metrics();
    },
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;
