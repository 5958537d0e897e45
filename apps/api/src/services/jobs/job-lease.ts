import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobLeases } from '../../db/schema';

export type JobLease = typeof jobLeases.$inferSelect;

/** The leases of these jobs, by name; a job that never ran has none. */
export async function readJobLeases(db: Database, names: readonly string[]): Promise<Map<string, JobLease>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select()
    .from(jobLeases)
    .where(inArray(jobLeases.name, [...names]));
  return new Map(rows.map((row) => [row.name, row]));
}

/**
 * Takes a job's lease for `holder` if it is free at `at` (never taken, released until a time now past, or held by
 * an instance that did not finish in time), in ONE statement: the conflicting row is locked and the condition
 * checked against its latest version, so of several instances asking at once exactly one gets it. True when this
 * holder got it.
 */
export async function claimJobLease(
  db: Database,
  lease: { name: string; holder: string; at: Date; until: Date },
): Promise<boolean> {
  const taken = { holder: lease.holder, leasedUntil: lease.until, lastStartedAt: lease.at };
  const rows = await db
    .insert(jobLeases)
    .values({ name: lease.name, ...taken })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: taken,
      setWhere: lte(jobLeases.leasedUntil, lease.at),
    })
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

/**
 * Ends a run: the lease is released until the job is next due, with the run's outcome. Only the run that holds the
 * lease may release it; false when another instance took it over meanwhile (this run outlived its lease).
 */
export async function releaseJobLease(
  db: Database,
  run: {
    name: string;
    holder: string;
    startedAt: Date;
    finishedAt: Date;
    nextDueAt: Date;
    error: string | null;
  },
): Promise<boolean> {
  const rows = await db
    .update(jobLeases)
    .set({
      holder: null,
      leasedUntil: run.nextDueAt,
      lastFinishedAt: run.finishedAt,
      // The last run's error: cleared by a run that succeeds (the failures count keeps the history).
      lastError: run.error,
      runs: sql`${jobLeases.runs} + 1`,
      failures: sql`${jobLeases.failures} + ${run.error === null ? 0 : 1}`,
    })
    .where(
      and(
        eq(jobLeases.name, run.name),
        eq(jobLeases.holder, run.holder),
        eq(jobLeases.lastStartedAt, run.startedAt),
      ),
    )
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}
