import { type InstanceCounters, OPERATOR_STATUS } from '@kinora/domain';
import { instanceCountersSchema, type OperatorStatus } from '@kinora/domain/schemas';
import { desc, gte } from 'drizzle-orm';
import { instances } from '../../db/schema';
import type { Deps } from '../../deps';
import { listJobRuns } from '../jobs/list-job-runs';
import { cacheRows, sumCounters, tmdbCounts, tmdbState } from './operator-totals';

const EMPTY_COUNTERS: InstanceCounters = {
  tmdb: { byOutcome: {}, recent: { requests: 0, errors: 0 }, lastAnswer: null },
  caches: {},
};

const secondsBetween = (later: Date, earlier: Date) =>
  Math.max(0, (later.getTime() - earlier.getTime()) / 1000);

/**
 * The operator status page (docs/operations/status-page.md): the instances that reported in the last
 * OPERATOR_STATUS.SEEN_WINDOW_MS with their counters and the sums, TMDB's state, the mail queue as the metrics
 * read it, and the periodic jobs' last runs. Four reads; nothing is asked of TMDB.
 */
export async function getOperatorStatus(deps: Deps): Promise<OperatorStatus> {
  const at = deps.now();
  const rows = await deps.db
    .select()
    .from(instances)
    .where(gte(instances.lastSeen, new Date(at.getTime() - OPERATOR_STATUS.SEEN_WINDOW_MS)))
    .orderBy(desc(instances.startedAt), instances.id);
  const [mailQueue, jobs] = await Promise.all([deps.mail.queueState(), listJobRuns(deps)]);

  const live = rows.map((row) => {
    // A row written by another release may hold counters of another shape: it is listed, with nothing to add.
    const parsed = instanceCountersSchema.safeParse(row.counters);
    return { row, counters: parsed.success ? parsed.data : EMPTY_COUNTERS };
  });
  const total = sumCounters(live.map((instance) => instance.counters));
  const last = total.tmdb.lastAnswer;
  const lastHolder = last && live.find((instance) => instance.counters.tmdb.lastAnswer?.at === last.at);
  const { requests, errors } = total.tmdb.recent;
  return {
    generatedAt: at.toISOString(),
    seenWithinSeconds: OPERATOR_STATUS.SEEN_WINDOW_MS / 1000,
    instances: live.map(({ row, counters }) => ({
      id: row.id,
      host: row.host,
      version: row.version,
      startedAt: row.startedAt.toISOString(),
      lastSeen: row.lastSeen.toISOString(),
      secondsSinceSeen: secondsBetween(at, row.lastSeen),
      tmdb: tmdbCounts(counters.tmdb.byOutcome),
      caches: cacheRows(counters.caches),
    })),
    totals: { tmdb: tmdbCounts(total.tmdb.byOutcome), caches: cacheRows(total.caches) },
    tmdb: {
      state: tmdbState({
        isConfigured: Boolean(deps.config.tmdb.apiKey || deps.config.tmdb.readToken),
        recent: total.tmdb.recent,
        lastOutcome: last?.outcome ?? null,
      }),
      recent: {
        windowSeconds: OPERATOR_STATUS.TMDB_RECENT_WINDOW_MS / 1000,
        requests,
        errors,
        errorRate: requests > 0 ? errors / requests : null,
      },
      lastAnswer:
        last && lastHolder
          ? {
              at: last.at,
              outcome: last.outcome,
              secondsAgo: secondsBetween(at, new Date(last.at)),
              instanceId: lastHolder.row.id,
            }
          : null,
    },
    mailQueue,
    jobs: jobs.map((job) => ({
      ...job,
      lastStartedAt: job.lastStartedAt?.toISOString() ?? null,
      lastFinishedAt: job.lastFinishedAt?.toISOString() ?? null,
      nextDueAt: job.nextDueAt.toISOString(),
    })),
  };
}
