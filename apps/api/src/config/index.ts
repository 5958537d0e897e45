import { googleProblems } from './auth';
import { buildConfig } from './build-config';
import { readLlmProviders } from './chat';
import { ConfigError } from './config-error';
import { type Env, envSchema } from './env';
import { mailApiProblems } from './mail';
import { vapidProblems } from './notifications';

/**
 * The only reader of process.env. Everything is optional in development (embedded defaults) and validated at
 * start; a bad value stops the process with one message per field. In production secrets are required.
 * The settings are declared by area in this folder (server, database, auth, mail, catalogue, chat, limits, metrics,
 * jobs).
 */

export { LLM_PROVIDER_DEFAULTS, type LlmProviderConfig } from './chat';
export { ConfigError } from './config-error';

export type Config = ReturnType<typeof buildConfig>;

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
    problems.push(
      ...mailApiProblems(parsed.data),
      ...googleProblems(parsed.data),
      ...vapidProblems(parsed.data),
    );
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

/** Config for tests and benchmarks: in-memory database, quiet logs, overridable. */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', LOG_LEVEL: 'silent', ...overrides });
}
