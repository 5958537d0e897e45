import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Deps } from '../../deps';
import { claimJobLease, readJobLeases, releaseJobLease } from './job-lease';
import { JOBS, type Job, jobIntervalMs } from './registry';

/**
 * A run's lease lasts this many of the job's intervals: far longer than any run should take, so a slow run is never
 * repeated elsewhere, and short enough that the job of an instance that died resumes soon after.
 */
export const LEASE_INTERVALS = 5;
/**
 * A job counts as due this much before its time (at most a tenth of the base interval): a timer that fires a few
 * milliseconds early must not push the run to the tick after.
 */
const TIMER_SLACK_MS = 1000;
/** A stored error message is cut to this length: enough to read, bounded whatever a job throws. */
const ERROR_MAX_LENGTH = 500;

export type JobRunner = {
  /** Who this instance is in job_leases.holder. */
  readonly holder: string;
  /** Ticks now and then every base interval, until `stop`. */
  start(): void;
  /**
   * One tick: runs every job that is due and whose lease this instance takes, and resolves, once they have ended,
   * with the names of those it ran. Never rejects: a database that does not answer is logged and skipped.
   */
  tick(): Promise<string[]>;
  /** No more ticks; resolves once the ticks and runs under way have ended. */
  stop(): Promise<void>;
};

type RunnerOptions = {
  /** By default the registry's jobs; tests bring their own. */
  jobs?: readonly Job[];
  /** By default host, process and a random part, so two runners in one process are two holders. */
  holder?: string;
};

/**
 * The one runner of periodic jobs. Every instance starts one; on each tick it tries the jobs that are due, and a
 * job's lease in the database (job-lease.ts) decides which instance runs it, so each run happens once however
 * many instances tick (docs/decisions/014-background-jobs-with-a-database-lease.md).
 */
export function createJobRunner(deps: Deps, options: RunnerOptions = {}): JobRunner {
  const jobs = options.jobs ?? JOBS;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const baseMs = deps.config.jobs.intervalMs;
  const slackMs = Math.min(TIMER_SLACK_MS, baseMs / 10);
  /** Jobs this instance runs right now: it never starts a second run of one beside the first. */
  const running = new Set<string>();
  const ticks = new Set<Promise<string[]>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Runs the job if its lease is free; true when it ran (failed or not). */
  async function runIfLeased(job: Job, at: Date): Promise<boolean> {
    const intervalMs = jobIntervalMs(job, baseMs);
    const until = new Date(at.getTime() + LEASE_INTERVALS * intervalMs);
    if (!(await claimJobLease(deps.db, { name: job.name, holder, at, until }))) return false;
    running.add(job.name);
    try {
      let error: string | null = null;
      try {
        await job.run(deps);
      } catch (err) {
        error = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX_LENGTH) || 'failed';
        deps.log.warn({ err, job: job.name }, 'A periodic job failed; it runs again when next due');
      }
      deps.metrics.jobRun(job.name, error !== null);
      const released = await releaseJobLease(deps.db, {
        name: job.name,
        holder,
        startedAt: at,
        finishedAt: deps.now(),
        nextDueAt: new Date(at.getTime() + intervalMs - slackMs),
        error,
      });
      if (!released) {
        deps.log.warn({ job: job.name }, 'A periodic job outlived its lease; another instance took it over');
      }
      return true;
    } finally {
      running.delete(job.name);
    }
  }

  async function tickOnce(): Promise<string[]> {
    const at = deps.now();
    const ran: string[] = [];
    try {
      const leases = await readJobLeases(
        deps.db,
        jobs.map((job) => job.name),
      );
      const due = jobs.filter((job) => {
        const lease = leases.get(job.name);
        return !running.has(job.name) && (!lease || lease.leasedUntil.getTime() <= at.getTime());
      });
      await Promise.all(
        due.map(async (job) => {
          try {
            if (await runIfLeased(job, at)) ran.push(job.name);
          } catch (err) {
            // The lease could not be taken or released: the database is away. The next tick tries again.
            deps.log.warn({ err, job: job.name }, 'A periodic job could not be started or recorded');
          }
        }),
      );
    } catch (err) {
      deps.log.warn({ err }, 'The periodic jobs could not be read; trying again at the next tick');
    }
    return ran;
  }

  function tick(): Promise<string[]> {
    if (stopped) return Promise.resolve([]);
    const current = tickOnce();
    ticks.add(current);
    void current.finally(() => ticks.delete(current));
    return current;
  }

  return {
    holder,
    start() {
      if (stopped || timer) return;
      void tick();
      timer = setInterval(() => void tick(), baseMs);
      timer.unref();
    },
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      while (ticks.size > 0) await Promise.allSettled([...ticks]);
    },
  };
}
