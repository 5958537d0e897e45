import { AppError, type MarkNotificationsReadAnswer } from '@kinora/domain';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { Deps } from '../../deps';
import { countUnread } from './count-unread-notifications';

export const NOTIFICATION_NOT_FOUND = 'No such alert in this profile’s inbox';

/**
 * Marks alerts of the profile read (marking one already read changes nothing). Every id must be one of the
 * profile's own alerts, or nothing is marked and the answer is NOT_FOUND, the same for another profile's alert
 * as for one that does not exist. Answers how many are still unread.
 */
export async function markNotificationsRead(
  deps: Deps,
  profileId: string,
  ids: readonly number[],
): Promise<MarkNotificationsReadAnswer> {
  const wanted = [...new Set(ids)];
  const mine = and(eq(notifications.profileId, profileId), inArray(notifications.id, wanted));
  const [owned] = await deps.db.select({ n: count() }).from(notifications).where(mine);
  if ((owned?.n ?? 0) !== wanted.length) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
  await deps.db
    .update(notifications)
    .set({ readAt: deps.now() })
    .where(and(mine, isNull(notifications.readAt)));
  return { unread: await countUnread(deps.db, profileId) };
}
