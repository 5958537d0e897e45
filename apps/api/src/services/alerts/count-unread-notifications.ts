import type { UnreadNotificationCount } from '@kinora/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Deps } from '../../deps';

/** How many of the profile's alerts are unread: one COUNT, shared by the inbox and the mark-read answer. */
export async function countUnread(db: Database, profileId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.profileId, profileId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * The bell's figure: every signed-in page asks for it at load and then every NOTIFICATION_POLL_SECONDS, so it
 * reads the count alone rather than the inbox's newest alerts.
 */
export async function countUnreadNotifications(
  deps: Deps,
  profileId: string,
): Promise<UnreadNotificationCount> {
  return { count: await countUnread(deps.db, profileId) };
}
