import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CHAT_MODELS,
  type ChatModelId,
  type FunLinks,
  funLinksSchema,
  type PlayerSource,
  playerSourceListSchema,
} from '@kinora/domain';
import { z } from 'zod';
import { familiesTrustedWhole, isProxyEntry } from './lib/proxy-ranges';
import { DEFAULT_FUN_LINKS } from './services/fun/default-links';

/**
 * The only reader of process.env. Everything is optional in development (embedded defaults) and validated at
 * start; a bad value stops the process with one message per field. In production secrets are required.
 */

const DEV_SESSION_SECRET = 'kinora-development-secret-do-not-use-in-production';
/** argon2id hash of the documented development admin password `kinora-admin`. */
const DEV_ADMIN_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$phfQD+3CuFRrj8DZA1s4iA$KIxTFj+aaDvRWmyPnclQlDeJpJXUXfiZfXi6cxtUjTA';
const DEV_ADMIN_EMAILS = [
  'admin@kinora.local',
  'ops@kinora.local',
  'support@kinora.local',
  'editor@kinora.local',
  'moderator@kinora.local',
];

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ error: 'must be a full URL such as https://example.com' }).optional())
  .optional();

/** A duration in milliseconds, between `min` and ten minutes. */
function milliseconds(fallback: number, min = 100) {
  return z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(min, { error: `must be at least ${min} ms` })
    .max(600_000, { error: 'must be at most 600000 ms (ten minutes)' })
    .default(fallback);
}

/**
 * Which peers may tell us the client's address in X-Forwarded-For: nobody (`false`), the nearest N hops, or
 * named proxy addresses and ranges. Trusting every peer is refused, however it is spelled (`true`, `0.0.0.0/0`,
 * or ranges that add up to a whole address family): any client could then pick its own address and walk past
 * the per-address limits. Returns a message when the value is not one of those forms.
 */
function parseTrustProxy(value: string): false | number | string[] | string {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return "'true' would believe any client's X-Forwarded-For; give the number of proxy hops (e.g. 1) or the proxies' addresses/CIDRs";
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : 'a hop count must be at most 10';
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined || entries.length === 0) {
    return `must be false, a hop count, or a comma-separated list of proxy addresses/CIDRs (not '${bad ?? value}')`;
  }
  const everyone = familiesTrustedWhole(entries);
  if (everyone.length > 0) {
    return `'${entries.join(',')}' trusts every ${everyone.join(' and every ')} address, so any client could pick its own; list only your proxies' addresses/CIDRs`;
  }
  return entries;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^(postgres(ql)?:\/\/|memory:\/\/$)/, { error: 'must be a postgres:// URL or memory://' })
        .optional(),
    )
    .optional(),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  PUBLIC_URL: optionalUrl,
  TMDB_API_KEY: optionalText,
  TMDB_READ_TOKEN: optionalText,
  TMDB_BASE_URL: optionalUrl.default('https://api.themoviedb.org/3'),
  TMDB_IMAGE_BASE_URL: optionalUrl.default('https://image.tmdb.org/t/p/'),
  ADMIN_EMAILS: optionalText,
  ADMIN_PASSWORD_HASH: optionalText.pipe(
    z.string().startsWith('$argon2', { error: 'must be an argon2 hash (see README)' }).optional(),
  ),
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
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER_URL: optionalUrl.default('https://accounts.google.com'),
  PLAYER_SOURCES_FILE: optionalText,
  FUN_LINKS_FILE: optionalText,
  COMMUNITY_CHAT_URL: optionalText.pipe(
    z
      .url({ protocol: /^https$/, error: 'must be an https address such as https://chat.example/kinora' })
      .optional(),
  ),
  PEER_URL: optionalUrl,
  INSTANCE_ROLE: z
    .enum(['primary', 'secondary'], { error: "must be 'primary' or 'secondary'" })
    .default('primary'),
  WEB_ORIGINS: optionalText,
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
      .optional(),
  ),
  RATE_LIMIT_AUTH_PER_MIN: z.coerce.number().int().min(1).max(1_000_000).default(20),
  RECENT_SIGN_IN_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, { error: 'must be at least 0 (0: always ask for the current password)' })
    .max(86_400, { error: 'must be at most 86400 seconds (a day)' })
    .default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  REQUEST_TIMEOUT_MS: milliseconds(10_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
  DATABASE_TIMEOUT_MS: milliseconds(5_000),
  DATABASE_WAIT_MS: milliseconds(30_000, 0),
  WEB_DIST_DIR: optionalText,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(20_000),
  LLM_USER_PER_MIN: z.coerce.number().int().min(1).max(10_000).default(5),
  LLM_USER_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  CHAT_BUILTIN_PER_MIN: z.coerce.number().int().min(1).max(100_000).default(30),
});

type Env = z.infer<typeof envSchema>;

const GROQ_BASE_URL = 'https://api.groq.com/openai/v1';
const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta/openai/';

/**
 * One OpenAI-compatible provider per chat model, switched on by its key. `env` names its settings:
 * LLM_<env>_API_KEY, LLM_<env>_BASE_URL and LLM_<env>_MODEL (the model name the endpoint expects).
 */
export const LLM_PROVIDER_DEFAULTS: Readonly<
  Record<ChatModelId, { env: string; baseUrl: string; model: string }>
> = {
  'gemini-2.0-flash': { env: 'GEMINI', baseUrl: GEMINI_BASE_URL, model: 'gemini-2.0-flash' },
  'llama-3.1': { env: 'LLAMA', baseUrl: GROQ_BASE_URL, model: 'llama-3.1-8b-instant' },
  'deepseek-r1': { env: 'DEEPSEEK', baseUrl: GROQ_BASE_URL, model: 'deepseek-r1-distill-llama-70b' },
  'openai/gpt-oss': { env: 'GPT_OSS', baseUrl: GROQ_BASE_URL, model: 'openai/gpt-oss-120b' },
  'groq/compound': { env: 'COMPOUND', baseUrl: GROQ_BASE_URL, model: 'groq/compound' },
};

const llmProviderSchema = (defaults: { baseUrl: string; model: string }) =>
  z.object({
    apiKey: optionalText,
    baseUrl: optionalUrl.default(defaults.baseUrl),
    model: optionalText.default(defaults.model),
  });

export type LlmProviderConfig = { apiKey?: string; baseUrl: string; model: string };

/** Reads the LLM_<env>_* settings of every provider; problems are named by their variable. */
function readLlmProviders(
  env: Record<string, string | undefined>,
  problems: string[],
): Record<ChatModelId, LlmProviderConfig> {
  const entries = CHAT_MODELS.map(({ id }) => {
    const defaults = LLM_PROVIDER_DEFAULTS[id];
    const prefix = `LLM_${defaults.env}_`;
    const parsed = llmProviderSchema(defaults).safeParse({
      apiKey: env[`${prefix}API_KEY`],
      baseUrl: env[`${prefix}BASE_URL`],
      model: env[`${prefix}MODEL`],
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = { apiKey: 'API_KEY', baseUrl: 'BASE_URL', model: 'MODEL' }[String(issue.path[0])];
        problems.push(`${prefix}${field}: ${issue.message}`);
      }
      return [id, { baseUrl: defaults.baseUrl, model: defaults.model }] as const;
    }
    return [id, parsed.data] as const;
  });
  return Object.fromEntries(entries) as Record<ChatModelId, LlmProviderConfig>;
}

export type Config = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function buildConfig(env: Env, llmProviders: Record<ChatModelId, LlmProviderConfig>) {
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const adminEmails = (env.ADMIN_EMAILS?.split(',') ?? DEV_ADMIN_EMAILS)
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return {
    env: env.NODE_ENV,
    isProduction,
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

/**
 * A configuration file of JSON checked by `schema`. A file that is missing, is not JSON or breaks the schema stops
 * the start with one line naming the setting, the file and the first problem.
 */
function readJsonSetting<T>(
  setting: string,
  file: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: z.ZodError } },
): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  ${setting}: cannot read ${file} as JSON (${(error as Error).message})`,
    );
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `Invalid configuration:\n  ${setting}: ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** The operator's player sources (docs/product/player.md): a JSON list of `{name, description, flags, movieUrl, tvUrl}`. */
function readPlayerSources(file: string | undefined): PlayerSource[] {
  return file ? readJsonSetting('PLAYER_SOURCES_FILE', file, playerSourceListSchema) : [];
}

/**
 * The Fun section's links (docs/product/fun.md): a JSON object with the lists `live`, `documentaries`, `games`,
 * `news` and `adult`, each of `{title, description, url, open}`. Without a file, safe public defaults and no adult
 * links.
 */
function readFunLinks(file: string | undefined): FunLinks {
  return file ? readJsonSetting('FUN_LINKS_FILE', file, funLinksSchema) : DEFAULT_FUN_LINKS;
}

/** Secrets production may not run without; their development defaults are public knowledge. */
const PRODUCTION_REQUIRED: ReadonlyArray<keyof Env> = [
  'SESSION_SECRET',
  'ADMIN_PASSWORD_HASH',
  'ADMIN_EMAILS',
  'PUBLIC_URL',
];

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  const llmProviders = readLlmProviders(env, problems);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  } else {
    problems.push(...mailApiProblems(parsed.data), ...googleProblems(parsed.data));
  }
  if (parsed.success && parsed.data.NODE_ENV === 'production') {
    for (const key of PRODUCTION_REQUIRED) {
      if (parsed.data[key] === undefined) problems.push(`${key}: required when NODE_ENV=production`);
    }
  }
  if (problems.length > 0 || !parsed.success) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return buildConfig(parsed.data, llmProviders);
}

/** The e-mail service refuses a send without its three identifiers; say so at start rather than at the first mail. */
function mailApiProblems(env: Env): string[] {
  if (!env.MAIL_API_URL) return [];
  const ids = ['MAIL_API_SERVICE_ID', 'MAIL_API_TEMPLATE_ID', 'MAIL_API_USER_ID'] as const;
  return ids
    .filter((key) => env[key] === undefined)
    .map((key) => `${key}: required when MAIL_API_URL is set`);
}

/** Google sign-in needs its client's id and secret together; one alone would leave it silently off. */
function googleProblems(env: Env): string[] {
  if (Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET)) return [];
  const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
  const given = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
  return [`${missing}: required when ${given} is set`];
}

/** Config for tests and benchmarks: in-memory database, quiet logs, overridable. */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', LOG_LEVEL: 'silent', ...overrides });
}
