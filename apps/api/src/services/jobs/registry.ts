import type { Deps } from '../../deps';
import { CHECK_ALERTS_EVERY_TICKS, checkAlerts } from '../alerts/check-alerts';
import { pruneExpiredSessions } from '../auth/sessions';
import { dispatchAlerts } from '../notify/dispatch-alerts';
import { pruneRateLimits } from '../security/rate-limit';

/** A periodic job: what it does, and how often, in base intervals (`JOBS_INTERVAL_SECONDS`). */
export type Job = {
  /** Its row in job_leases and its label in the metrics (kinora_job_runs_total{job}): a fixed name. */
  readonly name: string;
  /** Runs once every this many base intervals (at least 1). */
  readonly everyTicks: number;
  /** Throws when the run failed; the runner records it and tries again when the job is next due. */
  run(deps: Deps): Promise<void>;
};

/**
 * Every ten base intervals (ten minutes with the default minute): the rate-limit windows and sessions that ended
 * are dead rows, and nothing reads them, so there is no hurry; this keeps the tables small.
 */
const PRUNE_EVERY_TICKS = 10;

/** The periodic jobs every instance's runner knows (job-runner.ts); each run happens on one instance only. */
export const JOBS: readonly Job[] = [
  { name: 'prune-rate-limits', everyTicks: PRUNE_EVERY_TICKS, run: pruneRateLimits },
  { name: 'prune-sessions', everyTicks: PRUNE_EVERY_TICKS, run: pruneExpiredSessions },
  {
    name: 'check-alerts',
    everyTicks: CHECK_ALERTS_EVERY_TICKS,
    run: async (deps) => {
      await checkAlerts(deps);
    },
  },
  // Every base interval: alerts reach e-mail, push and webhooks within a minute, and retries come when due.
  { name: 'dispatch-alerts', everyTicks: 1, run: dispatchAlerts },
];

/** A job's own interval. */
export function jobIntervalMs(job: Pick<Job, 'everyTicks'>, baseIntervalMs: number): number {
  return Math.max(1, Math.floor(job.everyTicks)) * baseIntervalMs;
}
