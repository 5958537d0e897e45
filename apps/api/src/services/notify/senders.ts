import { createHmac } from 'node:crypto';
import type { Locale } from '@kinora/domain';
import webpush from 'web-push';
import type { DeliveryPayload } from '../../db/schema';
import type { Deps } from '../../deps';
import { translateMessage } from '../../i18n/translate-message';
import { mailTexts } from '../shared/mail-locale';
import { postOutbound } from './outbound';
import { vapidKeys } from './vapid-keys';

/** A push service keeps an undelivered push this long (the browser may be offline); an alert is old news after. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** A push service said the subscription is gone (404/410): the browser unsubscribed, so it is dropped, not retried. */
export class SubscriptionGoneError extends Error {}

/** The absolute address an alert opens. */
export const alertUrl = (deps: Deps, payload: DeliveryPayload) => `${deps.config.publicUrl}${payload.link}`;

/** `sha256=<hex HMAC-SHA-256 of the exact body>` with the profile's webhook secret. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The webhook's JSON. `content` (Discord) and `text` (Slack-style receivers) carry the alert as one readable line,
 * so chat webhooks show it without an adapter; ntfy shows the body as the message.
 */
export function webhookBody(deps: Deps, deliveryId: string, payload: DeliveryPayload): string {
  const url = alertUrl(deps, payload);
  const line = `${payload.title}: ${payload.body} ${url}`;
  return JSON.stringify({
    id: deliveryId,
    type: payload.kind === 'test' ? 'test' : 'alert',
    kind: payload.kind,
    title: payload.title,
    body: payload.body,
    url,
    mediaType: payload.mediaType,
    tmdbId: payload.tmdbId,
    createdAt: payload.createdAt,
    content: line,
    text: line,
  });
}

function outboundOptions(deps: Deps) {
  return {
    allowPrivate: deps.config.notifications.allowPrivateAddresses,
    timeoutMs: deps.config.notifications.timeoutMs,
  };
}

/** One signed POST; resolves on a 2xx, throws with the receiver's answer otherwise. */
export async function sendWebhook(
  deps: Deps,
  target: { url: string; secret: string },
  deliveryId: string,
  payload: DeliveryPayload,
): Promise<void> {
  const body = webhookBody(deps, deliveryId, payload);
  const answer = await postOutbound(
    {
      url: target.url,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Kinora-Webhook/1',
        'x-kinora-event': payload.kind === 'test' ? 'test' : 'alert',
        'x-kinora-delivery': deliveryId,
        'x-kinora-signature': webhookSignature(target.secret, body),
      },
      body,
    },
    outboundOptions(deps),
  );
  if (answer.status >= 200 && answer.status < 300) return;
  const redirect = answer.status >= 300 && answer.status < 400 ? ' (redirects are not followed)' : '';
  const said = answer.text.trim().slice(0, 120);
  throw new Error(`the webhook answered ${answer.status}${redirect}${said ? `: ${said}` : ''}`);
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * One web push (RFC 8030, payload encrypted per RFC 8291, signed with our VAPID key per RFC 8292): `web-push` builds
 * the request, and it goes out through the same checked connection as webhooks.
 */
export async function sendPush(deps: Deps, target: PushTarget, payload: DeliveryPayload): Promise<void> {
  const keys = vapidKeys(deps.config.notifications.vapid);
  if (!keys) throw new Error('this server has no web push keys');
  const message = JSON.stringify({
    title: payload.title,
    body: payload.body,
    url: payload.link,
    tag: payload.eventKey,
  });
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    message,
    { vapidDetails: keys, TTL: PUSH_TTL_SECONDS },
  );
  const answer = await postOutbound(
    {
      url: request.endpoint,
      headers: request.headers as Record<string, string | number>,
      body: request.body as Buffer,
    },
    outboundOptions(deps),
  );
  if (answer.status === 404 || answer.status === 410) {
    throw new SubscriptionGoneError(`the push service answered ${answer.status}: the subscription is gone`);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`the push service answered ${answer.status}: ${answer.text.trim().slice(0, 120)}`);
  }
}

/**
 * Hands the alert (or the day's digest) to the mail queue (decision 010), which delivers and retries it, in the
 * profile's language: the digest was worded in it already; an alert's sentence is translated here.
 */
export async function sendEmail(
  deps: Deps,
  address: string,
  payload: DeliveryPayload,
  locale: Locale,
): Promise<void> {
  const t = mailTexts(locale);
  const settingsLine = t('alertSettings', { url: `${deps.config.publicUrl}/profile` });
  const isDigest = payload.kind === 'digest';
  const body = translateMessage(locale, payload.body);
  await deps.mail.send({
    to: address,
    subject: isDigest ? payload.title : t('alertSubject', { title: payload.title }),
    text: (isDigest
      ? [payload.body, '', settingsLine]
      : [payload.title, '', body, '', t('alertOpen', { url: alertUrl(deps, payload) }), '', settingsLine]
    ).join('\n'),
  });
}
