import { and, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { notificationDeliveries, notificationSettings, notifications } from '../../db/schema';
import type { Deps } from '../../deps';
import { translateMessage } from '../../i18n/translate-message';
import { mailLocaleOf, mailTexts } from '../shared/mail-locale';

/** The daily digest goes out at the first run of the alerts job from this hour (UTC) on. */
export const DIGEST_HOUR_UTC = 18;
/** A first digest (no earlier one) reaches back this far. */
const FIRST_DIGEST_REACH_MS = 24 * 60 * 60 * 1000;
/** A digest lists at most this many alerts, then says how many more wait in the inbox. */
const DIGEST_MAX_ITEMS = 50;

/** Today's digest moment, or null before it. */
function digestMoment(at: Date): Date | null {
  const moment = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), DIGEST_HOUR_UTC));
  return at.getTime() >= moment.getTime() ? moment : null;
}

/**
 * One e-mail a day per profile with the daily digest on, listing the alerts of its e-mail kinds made since the
 * previous digest. Each profile's digest is claimed by moving `digest_sent_at` from the value read to now in one
 * statement, so two runs (or instances) never send it twice. The mail is queued like any delivery, worded in the
 * profile's language.
 */
export async function sendDailyDigests(deps: Deps): Promise<number> {
  const at = deps.now();
  const moment = digestMoment(at);
  if (!moment) return 0;
  const due = await deps.db
    .select()
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.emailEnabled, true),
        eq(notificationSettings.emailDigest, true),
        or(isNull(notificationSettings.digestSentAt), lt(notificationSettings.digestSentAt, moment)),
      ),
    );
  let sent = 0;
  for (const row of due) {
    const since = row.digestSentAt ?? new Date(at.getTime() - FIRST_DIGEST_REACH_MS);
    const [claimed] = await deps.db
      .update(notificationSettings)
      .set({ digestSentAt: at })
      .where(
        and(
          eq(notificationSettings.profileId, row.profileId),
          row.digestSentAt === null
            ? isNull(notificationSettings.digestSentAt)
            : eq(notificationSettings.digestSentAt, row.digestSentAt),
        ),
      )
      .returning({ profileId: notificationSettings.profileId });
    if (!claimed) continue;
    const kinds = row.kinds.email ?? [];
    if (kinds.length === 0) continue;
    const alerts = await deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.profileId, row.profileId),
          inArray(notifications.kind, kinds),
          gt(notifications.createdAt, since),
          lte(notifications.createdAt, at),
        ),
      )
      .orderBy(notifications.createdAt);
    if (alerts.length === 0) continue;
    const locale = await mailLocaleOf(deps, row.profileId);
    const t = mailTexts(locale);
    const listed = alerts.slice(0, DIGEST_MAX_ITEMS);
    const lines = listed.flatMap((alert) => [
      `- ${alert.title}: ${translateMessage(locale, alert.body)}`,
      `  ${deps.config.publicUrl}${alert.link}`,
    ]);
    if (alerts.length > listed.length) lines.push(t('digestMore', { count: alerts.length - listed.length }));
    await deps.db.insert(notificationDeliveries).values({
      profileId: row.profileId,
      channel: 'email',
      nextAttemptAt: at,
      payload: {
        kind: 'digest',
        title: t('digestTitle', { count: alerts.length }),
        body: lines.join('\n'),
        link: '/',
        mediaType: null,
        tmdbId: null,
        eventKey: `digest:${moment.toISOString().slice(0, 10)}`,
        createdAt: at.toISOString(),
      },
    });
    sent += 1;
  }
  return sent;
}
