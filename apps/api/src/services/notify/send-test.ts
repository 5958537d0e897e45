import {
  AppError,
  type Locale,
  MINUTE_MS,
  type NotificationChannel,
  type NotificationTestResult,
} from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { type DeliveryPayload, pushSubscriptions } from '../../db/schema';
import type { Deps } from '../../deps';
import { consumePolicy } from '../security/rate-limit';
import type { RateLimitPolicy } from '../security/rate-limit-policies';
import { mailLocaleOf, mailTexts } from '../shared/mail-locale';
import { recordChannelOutcome } from './channel-status';
import type { ChannelOwner } from './notification-settings';
import { describeOutboundFailure } from './outbound';
import { sendEmail, sendPush, sendWebhook } from './senders';
import { readSettingsRow } from './settings-row';

/** Each test calls the viewer's receivers at once: a few a minute is plenty to check a setup. */
export const NOTIFICATION_TESTS_PER_PROFILE: RateLimitPolicy = {
  name: 'notification-tests-per-profile',
  keyPrefix: 'notifytest:profile:',
  limit: () => 5,
  windowMs: MINUTE_MS,
  per: 'per profile',
  noun: 'tests',
  message: (limit) => `At most ${limit} test alerts a minute. Wait a moment and try again.`,
};

export const NO_CHANNEL_ON = 'No channel is on. Turn on e-mail, browser notifications or a webhook first.';

type Result = NotificationTestResult['results'][number];

async function tryChannel(
  deps: Deps,
  profileId: string,
  channel: NotificationChannel,
  send: () => Promise<void>,
): Promise<Result> {
  let error: string | null = null;
  try {
    await send();
  } catch (failure) {
    error = describeOutboundFailure(failure);
  }
  await recordChannelOutcome(deps.db, profileId, channel, deps.now(), error);
  return { channel, ok: error === null, error };
}

/**
 * Sends a test alert through every channel that is on, right away and once (no retries: the answer says how each
 * went, and the settings' status keeps it). E-mail is queued like any mail, so "ok" there means handed over. The
 * test speaks the profile's language, else the page's (`requested`).
 */
export async function sendTestNotification(
  deps: Deps,
  owner: ChannelOwner,
  requested?: Locale,
): Promise<NotificationTestResult> {
  const { profileId } = owner;
  const row = await readSettingsRow(deps.db, profileId);
  const browsers = row?.pushEnabled
    ? await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.profileId, profileId))
    : [];
  const channels = {
    email: Boolean(row?.emailEnabled),
    push: browsers.length > 0,
    webhook: Boolean(row?.webhookEnabled && row.webhookUrl && row.webhookSecret),
  };
  if (!row || !Object.values(channels).some(Boolean)) throw new AppError('BAD_INPUT', NO_CHANNEL_ON);
  await consumePolicy(deps, NOTIFICATION_TESTS_PER_PROFILE, profileId);
  const at = deps.now();
  const locale = await mailLocaleOf(deps, profileId, requested);
  const t = mailTexts(locale);
  const payload: DeliveryPayload = {
    kind: 'test',
    title: t('testAlertTitle'),
    body: t('testAlertBody'),
    link: '/profile',
    mediaType: null,
    tmdbId: null,
    eventKey: `test:${at.getTime()}`,
    createdAt: at.toISOString(),
  };
  const results: Result[] = [];
  if (channels.email) {
    results.push(
      await tryChannel(deps, profileId, 'email', () => sendEmail(deps, owner.user.email, payload, locale)),
    );
  }
  if (channels.push) {
    results.push(
      await tryChannel(deps, profileId, 'push', async () => {
        const outcomes = await Promise.allSettled(
          browsers.map((browser) => sendPush(deps, browser, payload)),
        );
        const failed = outcomes.find((outcome) => outcome.status === 'rejected');
        if (failed) throw failed.reason;
      }),
    );
  }
  if (channels.webhook && row.webhookUrl && row.webhookSecret) {
    const target = { url: row.webhookUrl, secret: row.webhookSecret };
    results.push(
      await tryChannel(deps, profileId, 'webhook', () =>
        sendWebhook(deps, target, `test-${at.getTime()}`, payload),
      ),
    );
  }
  return { results };
}
