import type { InstanceCounters } from '@kinora/domain';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per API instance, written by the instance itself every OPERATOR_STATUS.HEARTBEAT_MS (services/status/):
 * who it is, when it was last heard from, and its own counters as its /metrics showed them then. The status page
 * lists the instances seen recently and sums their counters; rows of instances long gone are pruned.
 */
export const instances = pgTable(
  'instances',
  {
    /** The instance's name, the same as its job runner's holder in job_leases. */
    id: text('id').primaryKey(),
    host: text('host').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true, mode: 'date' }).notNull(),
    counters: jsonb('counters').$type<InstanceCounters>().notNull(),
  },
  (t) => [index('instances_last_seen_idx').on(t.lastSeen)],
);
