import { z } from 'zod';
import type { Env } from './env';
import { optionalText, optionalUrl } from './fields';

/** Development defaults: public knowledge, which is why production will not start on them (index.ts). */
export const DEV_SESSION_SECRET = 'kinora-development-secret-do-not-use-in-production';
/** argon2id hash of the documented development admin password `kinora-admin`. */
export const DEV_ADMIN_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$phfQD+3CuFRrj8DZA1s4iA$KIxTFj+aaDvRWmyPnclQlDeJpJXUXfiZfXi6cxtUjTA';
export const DEV_ADMIN_EMAILS = [
  'admin@kinora.local',
  'ops@kinora.local',
  'support@kinora.local',
  'editor@kinora.local',
  'moderator@kinora.local',
];

/** Sessions, the operators' accounts, Google sign-in and when the current password is asked again. */
export const authEnv = {
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  ADMIN_EMAILS: optionalText,
  ADMIN_PASSWORD_HASH: optionalText.pipe(
    z.string().startsWith('$argon2', { error: 'must be an argon2 hash (see README)' }).optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER_URL: optionalUrl.default('https://accounts.google.com'),
  RECENT_SIGN_IN_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, { error: 'must be at least 0 (0: always ask for the current password)' })
    .max(86_400, { error: 'must be at most 86400 seconds (a day)' })
    .default(600),
};

/** Google sign-in needs its client's id and secret together; one alone would leave it silently off. */
export function googleProblems(env: Env): string[] {
  if (Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET)) return [];
  const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
  const given = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
  return [`${missing}: required when ${given} is set`];
}
