import path from 'node:path';
import { z } from 'zod';
import type { Env } from './env';
import { milliseconds, optionalText } from './fields';

/** An uncompressed P-256 public key (65 bytes) and a private scalar (32 bytes), as URL-safe base64 without padding. */
const VAPID_PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;
const VAPID_PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

/** Where alerts leave the app (docs/product/alerts.md, "Channels"): the webhook's reach and web push's keys. */
export const notificationsEnv = {
  /** Lets webhooks (and push endpoints) reach private and loopback addresses: for tests and closed networks only. */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0', ''], { error: "must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** A webhook or push service that has not answered by then has failed; its delivery is tried again later. */
  WEBHOOK_TIMEOUT_MS: milliseconds(10_000),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(VAPID_PUBLIC_KEY, { error: 'must be a URL-safe base64 P-256 public key (87 characters)' })
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(VAPID_PRIVATE_KEY, { error: 'must be a URL-safe base64 P-256 private key (43 characters)' })
      .optional(),
  ),
  /** Who push services contact about our pushes: a mailto: or https: address. By default MAIL_FROM's address. */
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { error: 'must be a mailto: or https:// address' })
      .optional(),
  ),
};

/** A key pair is given whole or not at all: half of one cannot sign. */
export function vapidProblems(env: Env): string[] {
  if (Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY)) return [];
  const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
  const given = env.VAPID_PUBLIC_KEY ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
  return [`${missing}: required when ${given} is set`];
}

/** The settings as the channels read them (services/notify). */
export function buildNotificationsConfig(env: Env, dataDir: string) {
  const fromAddress = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return {
    allowPrivateAddresses: env.WEBHOOK_ALLOW_PRIVATE,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    vapid: {
      /** Configured keys; without them the keys are generated once into `keyFile` and kept. */
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      keyFile: path.join(dataDir, 'vapid-keys.json'),
      subject: env.VAPID_SUBJECT ?? `mailto:${fromAddress.trim()}`,
    },
  };
}
