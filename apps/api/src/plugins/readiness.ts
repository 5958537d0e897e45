import { MESSAGES } from '@kinora/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps';
import { withDeadline } from '../lib/deadline';

/** How long a readiness or health probe waits for the database: a frozen database must fail the probe fast. */
const PROBE_TIMEOUT_MS = 2000;

/** Resolves with whether the database answered `select 1` within the probe timeout. */
export async function databaseAnswers(deps: Pick<Deps, 'db'>, log: FastifyBaseLogger): Promise<boolean> {
  try {
    const query = deps.db.execute(sql`select 1`).then(() => 'ok' as const);
    const outcome = await withDeadline(query, PROBE_TIMEOUT_MS, 'timeout' as const);
    if (outcome === 'timeout') log.warn('database probe: no answer in time');
    return outcome === 'ok';
  } catch (error) {
    log.warn({ err: error }, 'database probe: unreachable');
    return false;
  }
}

/** Resolves with whether the rate-limit store answered within the probe timeout (always, for the database's). */
async function rateLimitStoreAnswers(
  deps: Pick<Deps, 'rateLimits'>,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const outcome = await withDeadline(deps.rateLimits.answers(), PROBE_TIMEOUT_MS, false);
  if (!outcome) log.warn('rate-limit store probe: Redis does not answer');
  return outcome;
}

/**
 * GET /readyz: 200 while this instance can serve requests (its database answers, and Redis when REDIS_URL is
 * set), 503 while it cannot, so a load balancer or orchestrator stops sending it traffic and resumes by itself
 * when they return.
 */
export const readinessPlugin = fp(
  async (app) => {
    app.get('/readyz', async (request, reply) => {
      const answers = await Promise.all([
        databaseAnswers(app.deps, request.log),
        rateLimitStoreAnswers(app.deps, request.log),
      ]);
      if (answers.every(Boolean)) return { status: 'ready' };
      return reply
        .status(503)
        .send({ success: false, message: MESSAGES.UNAVAILABLE, code: 'UPSTREAM_FAILED' });
    });
  },
  { name: 'kinora-readiness' },
);
