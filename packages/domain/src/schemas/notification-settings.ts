import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../notification-rules';

/**
 * Where a profile's alerts go besides the inbox (docs/product/alerts.md, "Channels"): e-mail, this browser's web
 * push and a webhook, each switched on by itself and then per kind of alert.
 */

/** The longest webhook address we keep: longer ones are not addresses people type or paste. */
export const WEBHOOK_URL_MAX_CHARS = 2048;

export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, {
  error: `channel must be one of ${NOTIFICATION_CHANNELS.join(', ')}`,
});

/** One switch per kind of alert. */
export const notificationKindTogglesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodBoolean
  >,
);
export type NotificationKindToggles = z.infer<typeof notificationKindTogglesSchema>;

/** How a channel's deliveries went lately; the settings show it so a broken webhook or push is seen. */
export const channelStatusSchema = z.object({
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  /** What the last failure said (the receiver's status, a timeout, a refused address...). */
  lastError: z.string().nullable(),
  /** Deliveries waiting for another try. */
  retrying: z.number().int(),
  /** Deliveries given up after the last try (kept a week, then pruned). */
  givenUp: z.number().int(),
});
export type ChannelStatus = z.infer<typeof channelStatusSchema>;

export const notificationSettingsSchema = z.object({
  email: z.object({
    enabled: z.boolean(),
    kinds: notificationKindTogglesSchema,
    /** One mail a day with that day's alerts instead of one mail per alert. */
    digest: z.boolean(),
    /** The account's address, where the mails go. */
    address: z.string(),
    status: channelStatusSchema,
  }),
  push: z.object({
    enabled: z.boolean(),
    kinds: notificationKindTogglesSchema,
    /** Browsers of this profile that subscribed. */
    devices: z.number().int(),
    status: channelStatusSchema,
  }),
  webhook: z.object({
    enabled: z.boolean(),
    kinds: notificationKindTogglesSchema,
    url: z.string().nullable(),
    status: channelStatusSchema,
  }),
  /** The webhook's signing secret: only in the answer that first set a URL, never again. */
  webhookSecret: z.string().optional(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const kindTogglesPatchSchema = z.strictObject(
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      z.boolean({ error: `${kind} must be true or false` }).optional(),
    ]),
  ) as Record<(typeof NOTIFICATION_KINDS)[number], z.ZodOptional<z.ZodBoolean>>,
);

const channelPatch = {
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  kinds: kindTogglesPatchSchema.optional(),
};

/** An address we may call: http(s), of a sane length. Whether it is public is checked by the API. */
export const webhookUrlSchema = z
  .string({ error: 'webhookUrl must be a URL or null' })
  .trim()
  .max(WEBHOOK_URL_MAX_CHARS, { error: `A webhook URL must be at most ${WEBHOOK_URL_MAX_CHARS} characters` })
  .pipe(
    z.url({
      protocol: /^https?$/,
      error: 'The webhook must be an http:// or https:// URL, such as https://example.com/hooks/kinora',
    }),
  );

/**
 * `PUT /user/notifications/settings`: only what changes. `webhookUrl` sets the webhook (and switches it on) or, with
 * null, removes it.
 */
export const updateNotificationSettingsSchema = z.strictObject({
  email: z
    .strictObject({
      ...channelPatch,
      digest: z.boolean({ error: 'digest must be true or false' }).optional(),
    })
    .optional(),
  push: z.strictObject(channelPatch).optional(),
  webhook: z.strictObject(channelPatch).optional(),
  webhookUrl: webhookUrlSchema.nullable().optional(),
});
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ error: 'endpoint must be a URL' })
    .max(WEBHOOK_URL_MAX_CHARS, { error: 'endpoint is too long' })
    .pipe(z.url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string({ error: 'keys.p256dh must be text' })
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { error: 'keys.p256dh is not a browser push key' }),
    auth: z
      .string({ error: 'keys.auth must be text' })
      .regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, { error: 'keys.auth is not a browser push secret' }),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeInputSchema = z.object({
  endpoint: z.string({ error: 'endpoint must be a URL' }).max(WEBHOOK_URL_MAX_CHARS),
});

/** What `POST /user/notifications/test` did on each channel that is on. */
export const notificationTestResultSchema = z.object({
  results: z.array(
    z.object({
      channel: notificationChannelSchema,
      ok: z.boolean(),
      /** What went wrong, when it did. E-mail is only queued here: its delivery shows in the status later. */
      error: z.string().nullable(),
    }),
  ),
});
export type NotificationTestResult = z.infer<typeof notificationTestResultSchema>;
