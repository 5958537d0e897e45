import type { Locale } from '@kinora/domain';
import type { Catalogue } from '@kinora/tmdb';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Metrics } from './metrics/observer';
import type { SessionCache } from './services/auth/session-cache';
import type { Mailer } from './services/mail/mail-queue';
import type { RateLimitStore } from './services/security/rate-limit-store';

/** What every service receives: the database, the catalogue, config, metrics, the clock and a logger. No HTTP in here. */
export type Deps = {
  db: Database;
  catalogue: Catalogue;
  mail: Mailer;
  sessionCache: SessionCache;
  rateLimits: RateLimitStore;
  /** What services count (rate-limit refusals, imports, jobs); the labels are fixed names. */
  metrics: Metrics;
  config: Config;
  now: () => Date;
  /** Waits without holding anything but a timer (the sign-in slowdown). */
  sleep: (ms: number) => Promise<void>;
  log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
};

/** Who is calling, as both doors resolve it from the request. */
export type CallerMeta = {
  ip: string;
  /**
   * The language the caller's browser asks for (cookie, Accept-Language; i18n/request-locale.ts): an e-mail the
   * request causes is in it when the profile has no language of its own.
   */
  locale?: Locale;
};
