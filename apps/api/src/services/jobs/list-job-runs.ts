import type { Deps } from '../../deps';
import { readJobLeases } from './job-lease';
import { JOBS, type Job, jobIntervalMs } from './registry';

/** One periodic job as a status page shows it. */
export type JobRun = {
  name: string;
  everySeconds: number;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  /** The last run's error; null when it succeeded (or none ran yet). */
  lastError: string | null;
  runs: number;
  failures: number;
  /** An instance runs it now (its lease is held and has not lapsed). */
  isRunning: boolean;
  /**
   * When the next run may start: now for a job that never ran, its start plus its interval while it runs; a time
   * already past means due at the next tick.
   */
  nextDueAt: Date;
};

/** Every registered job with its last run and the next, read from job_leases (one query). */
export async function listJobRuns(deps: Deps, jobs: readonly Job[] = JOBS): Promise<JobRun[]> {
  const at = deps.now();
  const baseMs = deps.config.jobs.intervalMs;
  const leases = await readJobLeases(
    deps.db,
    jobs.map((job) => job.name),
  );
  return jobs.map((job) => {
    const intervalMs = jobIntervalMs(job, baseMs);
    const lease = leases.get(job.name);
    const isRunning = lease?.holder != null && lease.leasedUntil.getTime() > at.getTime();
    const nextDueAt = !lease
      ? at
      : isRunning && lease.lastStartedAt
        ? new Date(lease.lastStartedAt.getTime() + intervalMs)
        : lease.leasedUntil;
    return {
      name: job.name,
      everySeconds: intervalMs / 1000,
      lastStartedAt: lease?.lastStartedAt ?? null,
      lastFinishedAt: lease?.lastFinishedAt ?? null,
      lastError: lease?.lastError ?? null,
      runs: lease?.runs ?? 0,
      failures: lease?.failures ?? 0,
      isRunning,
      nextDueAt,
    };
  });
}
