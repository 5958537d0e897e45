import type { Deps } from '../../deps';
import { pruneExpiredSessions } from '../auth/sessions';
import { pruneRateLimits } from '../security/rate-limit';

/** The periodic jobs, by the name the metrics give them (kinora_job_runs_total{job}). */
const JOBS: ReadonlyArray<readonly [name: string, run: (deps: Deps) => Promise<void>]> = [
  ['prune-rate-limits', pruneRateLimits],
  ['prune-sessions', pruneExpiredSessions],
];

/**
 * One round of maintenance (server.ts runs it on a timer): every job runs, a failed one is logged and counted
 * and does not stop the others; the next round tries it again.
 */
export async function runMaintenance(deps: Deps): Promise<void> {
  await Promise.all(
    JOBS.map(async ([job, run]) => {
      try {
        await run(deps);
        deps.metrics.jobRun(job, false);
      } catch (err) {
        deps.metrics.jobRun(job, true);
        deps.log.warn({ err, job }, 'maintenance failed');
      }
    }),
  );
}
