import path from 'node:path';
import type { ChatModelId } from '@kinora/domain';
import { DEV_ADMIN_EMAILS, DEV_ADMIN_PASSWORD_HASH, DEV_SESSION_SECRET } from './auth';
import { readFunLinks, readPlayerSources } from './catalogue';
import type { LlmProviderConfig } from './chat';
import type { Env } from './env';
import { buildNotificationsConfig } from './notifications';

/** The checked settings, shaped as the rest of the API reads them. */
export function buildConfig(env: Env, llmProviders: Record<ChatModelId, LlmProviderConfig>) {
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const adminEmails = (env.ADMIN_EMAILS?.split(',') ?? DEV_ADMIN_EMAILS)
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return {
    env: env.NODE_ENV,
    isProduction,
    /** Whether tRPC answers are checked against their declared schemas (trpc/answers.ts): outside production. */
    checkAnswers: !isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? env.DATABASE_URL === 'memory://'
        ? ({ kind: 'pglite', dataDir: undefined } as const)
        : ({ kind: 'postgres', url: env.DATABASE_URL } as const)
      : ({
          kind: 'pglite',
          dataDir: path.join(dataDir, 'db'),
          // DATA_DIR belongs to one process: PGlite is a single-process database.
          lockFile: path.join(dataDir, 'kinora.lock'),
        } as const),
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    tmdb: {
      apiKey: env.TMDB_API_KEY,
      readToken: env.TMDB_READ_TOKEN,
      baseUrl: env.TMDB_BASE_URL,
      imageBaseUrl: env.TMDB_IMAGE_BASE_URL,
      ratePerSecond: env.TMDB_RATE_PER_SECOND,
    },
    admin: {
      emails: adminEmails,
      passwordHash: env.ADMIN_PASSWORD_HASH ?? DEV_ADMIN_PASSWORD_HASH,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      /** The e-mail service's REST send API (docs/product/accounts.md, "Mail"), used when SMTP is not set. */
      api:
        env.MAIL_API_URL && env.MAIL_API_SERVICE_ID && env.MAIL_API_TEMPLATE_ID && env.MAIL_API_USER_ID
          ? {
              url: env.MAIL_API_URL,
              serviceId: env.MAIL_API_SERVICE_ID,
              templateId: env.MAIL_API_TEMPLATE_ID,
              userId: env.MAIL_API_USER_ID,
              accessToken: env.MAIL_API_ACCESS_TOKEN,
            }
          : undefined,
      from: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      /** The first retry of a failed send waits this long; each later one twice as long, up to an hour. */
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuerUrl: env.GOOGLE_ISSUER_URL,
          }
        : undefined,
    playerSources: readPlayerSources(env.PLAYER_SOURCES_FILE),
    funLinks: readFunLinks(env.FUN_LINKS_FILE),
    /** The community chat the contact page links to once a message is sent; none when unset. */
    communityChatUrl: env.COMMUNITY_CHAT_URL ?? null,
    peerUrl: env.PEER_URL?.replace(/\/$/, ''),
    instanceRole: env.INSTANCE_ROLE,
    /** Other origins whose pages may call this API with credentials (two-instance mode). */
    webOrigins: (env.WEB_ORIGINS?.split(',') ?? []).map((o) => o.trim().replace(/\/$/, '')).filter(Boolean),
    redisUrl: env.REDIS_URL,
    rateLimit: { authPerMinute: env.RATE_LIMIT_AUTH_PER_MIN },
    /**
     * A session this young (since its sign-in) may change the password or delete the account without giving the
     * current password; an older one must give it (services/auth/confirm-owner.ts).
     */
    recentSignInSeconds: env.RECENT_SIGN_IN_SECONDS,
    /** The bearer token GET /metrics asks for; without one it answers only on loopback. */
    metricsToken: env.METRICS_TOKEN,
    /** OpenTelemetry traces to an OTLP/HTTP collector; none (and no OpenTelemetry code loaded) when unset. */
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, ''), serviceName: env.OTEL_SERVICE_NAME }
      : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    timeouts: {
      /** A request must arrive in full, and be answered, within this. */
      requestMs: env.REQUEST_TIMEOUT_MS,
      /** An idle keep-alive connection is closed after this. */
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
      /** Postgres: connecting, and any one statement. */
      databaseMs: env.DATABASE_TIMEOUT_MS,
      /** At start, how long an unreachable database is retried before the process gives up. */
      databaseWaitMs: env.DATABASE_WAIT_MS,
    },
    jobs: {
      /** Every instance looks for due periodic jobs this often; each job runs every few of these (services/jobs/). */
      intervalMs: env.JOBS_INTERVAL_SECONDS * 1000,
    },
    /** Alert channels: how far webhooks may reach, and web push's keys (services/notify). */
    notifications: buildNotificationsConfig(env, dataDir),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    chat: {
      /** A hosted model has this long to finish its whole answer (streamed or not). */
      timeoutMs: env.LLM_TIMEOUT_MS,
      providers: llmProviders,
      limits: {
        hostedPerMinute: env.LLM_USER_PER_MIN,
        hostedPerDay: env.LLM_USER_PER_DAY,
        builtInPerMinute: env.CHAT_BUILTIN_PER_MIN,
      },
    },
  };
}
