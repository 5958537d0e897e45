import { MEDIA_TYPES } from '@kinora/domain';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the alerts job last saw of a title in one country: the providers streaming it there (docs/product/alerts.md).
 * "Now on your service" alerts fire for the providers that appear between two runs, never for offers that were
 * there when the title was first seen. Rows are shared by every follower in that country and pruned once no run
 * has looked at them for a while.
 */
export const alertTitleState = pgTable(
  'alert_title_state',
  {
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    tmdbId: integer('tmdb_id').notNull(),
    region: text('region').notNull(),
    /** TMDB provider ids with a subscription (flatrate) offer, sorted. */
    providerIds: integer('provider_ids').array().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaType, t.tmdbId, t.region] }),
    index('alert_title_state_checked_idx').on(t.checkedAt),
  ],
);
