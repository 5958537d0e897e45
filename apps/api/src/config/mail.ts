import { z } from 'zod';
import type { Env } from './env';
import { milliseconds, optionalText, optionalUrl } from './fields';

/** Outgoing mail: SMTP, or the e-mail service's REST API, and how failed sends are retried. */
export const mailEnv = {
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Kinora <no-reply@kinora.local>'),
  MAIL_API_URL: optionalUrl,
  MAIL_API_SERVICE_ID: optionalText,
  MAIL_API_TEMPLATE_ID: optionalText,
  MAIL_API_USER_ID: optionalText,
  MAIL_API_ACCESS_TOKEN: optionalText,
  MAIL_RETRY_BASE_MS: milliseconds(30_000, 10),
};

/** The e-mail service refuses a send without its three identifiers; say so at start rather than at the first mail. */
export function mailApiProblems(env: Env): string[] {
  if (!env.MAIL_API_URL) return [];
  const ids = ['MAIL_API_SERVICE_ID', 'MAIL_API_TEMPLATE_ID', 'MAIL_API_USER_ID'] as const;
  return ids
    .filter((key) => env[key] === undefined)
    .map((key) => `${key}: required when MAIL_API_URL is set`);
}
