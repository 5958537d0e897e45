import { z } from 'zod';
import { authEnv } from './auth';
import { catalogueEnv } from './catalogue';
import { chatEnv } from './chat';
import { databaseEnv } from './database';
import { limitsEnv } from './limits';
import { mailEnv } from './mail';
import { serverEnv } from './server';

const fields = {
  ...serverEnv,
  ...databaseEnv,
  ...authEnv,
  ...mailEnv,
  ...catalogueEnv,
  ...chatEnv,
  ...limitsEnv,
};

/**
 * The order a start-up with several bad settings lists them in, kept from before the settings were split by
 * area so operators' scripts and habits see the same message. A setting missing here is listed last.
 */
const REPORT_ORDER: readonly (keyof typeof fields)[] = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SESSION_SECRET',
  'PUBLIC_URL',
  'TMDB_API_KEY',
  'TMDB_READ_TOKEN',
  'TMDB_BASE_URL',
  'TMDB_IMAGE_BASE_URL',
  'ADMIN_EMAILS',
  'ADMIN_PASSWORD_HASH',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_API_URL',
  'MAIL_API_SERVICE_ID',
  'MAIL_API_TEMPLATE_ID',
  'MAIL_API_USER_ID',
  'MAIL_API_ACCESS_TOKEN',
  'MAIL_RETRY_BASE_MS',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_ISSUER_URL',
  'PLAYER_SOURCES_FILE',
  'FUN_LINKS_FILE',
  'COMMUNITY_CHAT_URL',
  'PEER_URL',
  'INSTANCE_ROLE',
  'WEB_ORIGINS',
  'REDIS_URL',
  'RATE_LIMIT_AUTH_PER_MIN',
  'RECENT_SIGN_IN_SECONDS',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'REQUEST_TIMEOUT_MS',
  'KEEP_ALIVE_TIMEOUT_MS',
  'DATABASE_TIMEOUT_MS',
  'DATABASE_WAIT_MS',
  'WEB_DIST_DIR',
  'LLM_TIMEOUT_MS',
  'LLM_USER_PER_MIN',
  'LLM_USER_PER_DAY',
  'CHAT_BUILTIN_PER_MIN',
];

/** zod checks an object's fields in the order its shape lists them, so the shape is built in REPORT_ORDER. */
function inReportOrder<T extends Record<string, unknown>>(shape: T): T {
  const ordered: Record<string, unknown> = {};
  for (const key of [...REPORT_ORDER, ...Object.keys(shape)]) {
    if (key in shape && !(key in ordered)) ordered[key] = shape[key];
  }
  return ordered as T;
}

/** Every setting read from the environment; each area's file declares its own. */
export const envSchema = z.object(inReportOrder(fields));

export type Env = z.infer<typeof envSchema>;
