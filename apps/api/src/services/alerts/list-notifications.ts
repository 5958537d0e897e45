import {
  DEFAULT_LOCALE,
  type Locale,
  NOTIFICATION_INBOX_LIMIT,
  type NotificationKind,
  type NotificationList,
} from '@kinora/domain';
import { desc, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { Deps } from '../../deps';
import { translateMessage } from '../../i18n/translate-message';
import { countUnread } from './count-unread-notifications';

/**
 * The profile's inbox: its newest alerts (at most NOTIFICATION_INBOX_LIMIT) and how many of all are unread. An
 * alert is stored as the job wrote it, in English; its sentence is read out in the viewer's language (the title is
 * the catalogue's name, already in the profile's language when the job ran).
 */
export async function listNotifications(
  deps: Deps,
  profileId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.profileId, profileId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_INBOX_LIMIT),
    countUnread(deps.db, profileId),
  ]);
  return {
    content: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      title: row.title,
      body: translateMessage(locale, row.body),
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unread,
  };
}
