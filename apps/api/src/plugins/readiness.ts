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

/**
 * GET /readyz: 200 while this instance can serve requests (its database answers), 503 while it cannot, so a
 * load balancer or orchestrator stops sending it traffic and resumes by itself when the database returns.
 */
export const readinessPlugin = fp(
  async (app) => {
    app.get('/readyz', async (request, reply) => {
      if (await databaseAnswers(app.deps, request.log)) return { status: 'ready' };
      return reply
        .status(503)
        .send({ success: false, message: MESSAGES.UNAVAILABLE, code: 'UPSTREAM_FAILED' });
    });
  },
  { name: 'kinora-readiness' },
);
