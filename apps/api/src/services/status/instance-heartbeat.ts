import { type InstanceCounters, OPERATOR_STATUS } from '@kinora/domain';
import { eq, lt } from 'drizzle-orm';
import { instances } from '../../db/schema';
import type { Deps } from '../../deps';

/** Who an instance is, and where its counters come from (its own metrics registry: metrics/instance-counters.ts). */
export type InstanceIdentity = {
  id: string;
  host: string;
  version: string;
  startedAt: Date;
  readCounters(): Promise<InstanceCounters>;
};

export type InstanceHeartbeat = {
  readonly identity: InstanceIdentity;
  /** Reports now, then every OPERATOR_STATUS.HEARTBEAT_MS, until `stop`. */
  start(): void;
  /** One report: this instance's row written with its counters as of now, and long-gone rows deleted. */
  beat(): Promise<void>;
  /** No more reports; once the one under way has ended, this instance's row is removed (it left the cluster). */
  stop(): Promise<void>;
};

type HeartbeatOptions = { intervalMs?: number };

/**
 * Every instance's report of itself (docs/operations/status-page.md). Unlike the periodic jobs, which run once for
 * the cluster, every instance beats on its own timer: the status page lists the instances by their rows and sums
 * their counters. One upsert per beat; a database that does not answer is logged and the next beat tries again.
 */
export function createInstanceHeartbeat(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  identity: InstanceIdentity,
  options: HeartbeatOptions = {},
): InstanceHeartbeat {
  const intervalMs = options.intervalMs ?? OPERATOR_STATUS.HEARTBEAT_MS;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let stopped = false;
  /** Whether a row of this instance may exist: only then is there one to remove on stop. */
  let hasReported = false;

  async function report(): Promise<void> {
    const at = deps.now();
    const counters = await identity.readCounters();
    const seen = { lastSeen: at, counters, host: identity.host, version: identity.version };
    await deps.db
      .insert(instances)
      .values({ id: identity.id, startedAt: identity.startedAt, ...seen })
      .onConflictDoUpdate({ target: instances.id, set: seen });
    hasReported = true;
    await deps.db
      .delete(instances)
      .where(lt(instances.lastSeen, new Date(at.getTime() - OPERATOR_STATUS.PRUNE_AFTER_MS)));
  }

  function beat(): Promise<void> {
    if (stopped) return Promise.resolve();
    // One report at a time: a slow database must not pile reports up behind each other.
    current ??= report().finally(() => {
      current = undefined;
    });
    return current;
  }

  return {
    identity,
    start() {
      if (stopped || timer) return;
      const tick = () =>
        void beat().catch((err: unknown) =>
          deps.log.warn({ err }, 'This instance could not report itself; trying again at the next heartbeat'),
        );
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    beat,
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await current?.catch(() => {});
      if (!hasReported) return;
      try {
        await deps.db.delete(instances).where(eq(instances.id, identity.id));
      } catch (err) {
        // Its row stays until it drops out of the page's window: nothing is lost.
        deps.log.warn({ err }, 'This instance could not remove its status row on shutdown');
      }
    },
  };
}
