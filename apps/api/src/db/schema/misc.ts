import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Kept when the account is deleted: the message was addressed to us, not part of the account. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The mini game's best score per player; only ever raised. */
export const gameScores = pgTable(
  'game_scores',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bestScore: integer('best_score').notNull().default(0),
    /** True when the best score came from a replay the server played again; false when a client only said so. */
    verified: boolean('verified').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('game_scores_best_idx').on(t.bestScore)],
);

/**
 * Games the server started: the seed it handed out and when. A replay is accepted once per game, only from the
 * player it was handed to, and only if it lasts no longer than the time since the start.
 */
export const gameRuns = pgTable(
  'game_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 to 4294967295: wider than a Postgres integer. */
    seed: bigint('seed', { mode: 'number' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** The score the server computed from the submitted replay; a repeated submission answers with it again. */
    score: integer('score'),
  },
  (t) => [index('game_runs_user_idx').on(t.userId, t.startedAt)],
);

/** Fixed-window counters shared by every API instance (used when Redis is not configured). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * One row per periodic job (services/jobs/): the instance holding its lease and until when. An instance runs a job
 * only after taking a lapsed lease in one statement, so with any number of instances each run happens once; the
 * lease of an instance that died lapses and another takes over. The last run's outcome is kept for the status page.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  leasedUntil: timestamp('leased_until', { withTimezone: true, mode: 'date' }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'date' }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});
