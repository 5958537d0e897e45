import {
  ADMIN,
  CONTACT,
  DAY_MS,
  EMAIL_VERIFICATION,
  HOUR_MS,
  IMPORTS_PER_ACCOUNT_PER_HOUR,
  LIMITS,
  MINI_GAME_SCORES,
  MINUTE_MS,
  PASSWORD_RESET,
  PROFILES,
  perWindowInWords,
} from '@kinora/domain';
import type { Config } from '../../config';

/**
 * One rate limit, declared once: the service counts by it and the REST route describes it (its 429 in the
 * OpenAPI document) from the same numbers, so the two cannot drift apart.
 */
export type RateLimitPolicy = {
  /** The policy's name in the metrics (kinora_rate_limit_refusals_total{policy}): fixed, never who is counted. */
  name: string;
  /** The counter's name; the service adds who is counted (`${keyPrefix}${address}`). */
  keyPrefix: string;
  /** Attempts allowed per window; the configurable ones are read from the configuration. */
  limit: (config: Config) => number;
  windowMs: number;
  /** Who one counter counts, in words: "per client address", "per account". */
  per: string;
  /** What is counted, in words ("attempts", "codes"), when the bare number would not say it. */
  noun?: string;
  /** The environment variable that sets the limit, named in the description. */
  setting?: string;
  /** What to tell the caller once the limit is passed; without it the generic RATE_LIMITED message. */
  message?: (limit: number) => string;
};

const fixed = (n: number) => () => n;
const authPerMinute = (config: Config) => config.rateLimit.authPerMinute;
const AUTH_SETTING = 'RATE_LIMIT_AUTH_PER_MIN';

/** The sign-in and sign-up budget of one client address, and its twins for the other password steps. */
const authPerAddress = (name: string, keyPrefix: string): RateLimitPolicy => ({
  name,
  keyPrefix,
  limit: authPerMinute,
  windowMs: MINUTE_MS,
  per: 'per client address',
  noun: 'attempts',
  setting: AUTH_SETTING,
});

export const SIGN_IN_PER_ADDRESS = authPerAddress('sign-in-per-address', 'signin:ip:');
export const SIGN_UP_PER_ADDRESS = authPerAddress('sign-up-per-address', 'signup:ip:');
export const SIGN_UP_PER_EMAIL: RateLimitPolicy = {
  name: 'sign-up-per-email',
  keyPrefix: 'signup:account:',
  limit: fixed(LIMITS.AUTH_ATTEMPTS_PER_MIN_PER_ACCOUNT),
  windowMs: MINUTE_MS,
  per: 'per e-mail',
};

export const PASSWORD_CHECK_PER_ADDRESS = authPerAddress('password-check-per-address', 'password-check:ip:');
export const PASSWORD_CHECK_PER_ACCOUNT: RateLimitPolicy = {
  name: 'password-check-per-account',
  keyPrefix: 'password-check:account:',
  limit: fixed(LIMITS.AUTH_ATTEMPTS_PER_MIN_PER_ACCOUNT),
  windowMs: MINUTE_MS,
  per: 'per account',
};

export const RESET_REQUEST_PER_ADDRESS = authPerAddress('reset-request-per-address', 'reset:ip:');
export const RESET_REQUEST_PER_ACCOUNT: RateLimitPolicy = {
  name: 'reset-request-per-account',
  keyPrefix: 'reset:',
  limit: fixed(PASSWORD_RESET.PER_ACCOUNT_PER_HOUR),
  windowMs: HOUR_MS,
  per: 'per account',
  noun: 'codes',
  message: () => `Too many reset e-mails for this account. Try again in ${perWindowInWords(HOUR_MS)}.`,
};
export const RESET_CODE_PER_ADDRESS = authPerAddress('reset-code-per-address', 'reset-code:ip:');

export const VERIFICATION_RESENDS_PER_ACCOUNT: RateLimitPolicy = {
  name: 'verification-resends-per-account',
  keyPrefix: 'verify:',
  limit: fixed(EMAIL_VERIFICATION.RESENDS_PER_HOUR),
  windowMs: HOUR_MS,
  per: 'per account',
  message: () => `Too many verification e-mails. Try again in ${perWindowInWords(HOUR_MS)}.`,
};

export const CONTACT_PER_ADDRESS: RateLimitPolicy = {
  name: 'contact-per-address',
  keyPrefix: 'contact:ip:',
  limit: fixed(CONTACT.PER_ADDRESS_PER_HOUR),
  windowMs: HOUR_MS,
  per: 'per client address',
};
export const CONTACT_PER_ACCOUNT: RateLimitPolicy = {
  name: 'contact-per-account',
  keyPrefix: 'contact:account:',
  limit: fixed(CONTACT.PER_ACCOUNT_PER_HOUR),
  windowMs: HOUR_MS,
  per: 'per account',
};

export const ADMIN_PASSWORD_PER_ACCOUNT: RateLimitPolicy = {
  name: 'admin-password-per-account',
  keyPrefix: 'admin-password:',
  limit: fixed(ADMIN.PASSWORD_ATTEMPTS_PER_MIN),
  windowMs: MINUTE_MS,
  per: 'per account',
  noun: 'attempts',
};

/** Guesses at a profile's PIN; the subject is `${accountId}:${profileId}`, so one profile's lock holds alone. */
export const PROFILE_PIN_PER_PROFILE: RateLimitPolicy = {
  name: 'profile-pin-per-profile',
  keyPrefix: 'profile-pin:',
  limit: fixed(PROFILES.PIN_ATTEMPTS_PER_WINDOW),
  windowMs: PROFILES.PIN_ATTEMPT_WINDOW_MS,
  per: 'per profile of an account',
  noun: 'PIN attempts',
  message: () =>
    `Too many PIN attempts for this profile. Try again in ${perWindowInWords(PROFILES.PIN_ATTEMPT_WINDOW_MS)}.`,
};

export const GAME_SUBMITS_PER_ACCOUNT: RateLimitPolicy = {
  name: 'game-submits-per-account',
  keyPrefix: 'game-submit:',
  limit: fixed(MINI_GAME_SCORES.SUBMITS_PER_MIN),
  windowMs: MINUTE_MS,
  per: 'per account (both doors together)',
  noun: 'games',
  message: (limit) =>
    `You can submit up to ${limit} games ${perWindowInWords(MINUTE_MS)}. Please wait a minute and play again.`,
};

export const IMPORTS_PER_ACCOUNT: RateLimitPolicy = {
  name: 'imports-per-account',
  keyPrefix: 'import:account:',
  limit: fixed(IMPORTS_PER_ACCOUNT_PER_HOUR),
  windowMs: HOUR_MS,
  per: 'per account',
  noun: 'imports',
  message: (limit) => `You can import ${limit} files an hour; try again later`,
};

/**
 * The chat's budgets per account. A hosted model's minute and day share one counter name (one per model); the
 * day's window keeps it apart in the store. Their messages name the model, so chat-limits.ts words them.
 */
export const CHAT_BUILT_IN_PER_ACCOUNT: RateLimitPolicy = {
  name: 'chat-built-in-per-account',
  keyPrefix: 'chat:builtin:',
  limit: (config) => config.chat.limits.builtInPerMinute,
  windowMs: MINUTE_MS,
  per: 'per account on the built-in recommender',
  setting: 'CHAT_BUILTIN_PER_MIN',
  message: () => 'You are asking faster than I can answer. Please wait a minute and try again.',
};
export const CHAT_HOSTED_PER_MINUTE: RateLimitPolicy = {
  name: 'chat-hosted-per-minute',
  keyPrefix: 'chat:',
  limit: (config) => config.chat.limits.hostedPerMinute,
  windowMs: MINUTE_MS,
  per: 'per account on a hosted model',
  setting: 'LLM_USER_PER_MIN',
};
export const CHAT_HOSTED_PER_DAY: RateLimitPolicy = {
  name: 'chat-hosted-per-day',
  keyPrefix: 'chat:',
  limit: (config) => config.chat.limits.hostedPerDay,
  windowMs: DAY_MS,
  per: 'per account on a hosted model',
  setting: 'LLM_USER_PER_DAY',
};

/** One policy in words, as the configuration sets it: "20 attempts a minute per client address (RATE_LIMIT_AUTH_PER_MIN)". */
export function describeRateLimit(config: Config, policy: RateLimitPolicy): string {
  const amount = policy.noun ? `${policy.limit(config)} ${policy.noun}` : String(policy.limit(config));
  const setting = policy.setting ? ` (${policy.setting})` : '';
  return `${amount} ${perWindowInWords(policy.windowMs)} ${policy.per}${setting}`;
}

/** A route's policies in words, joined: what its 429 answer in the OpenAPI document says. */
export function describeRateLimits(config: Config, ...policies: RateLimitPolicy[]): string {
  return policies.map((policy) => describeRateLimit(config, policy)).join(' and ');
}
