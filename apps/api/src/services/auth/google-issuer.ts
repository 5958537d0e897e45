import type { Logger } from 'pino';
import { StartupError } from '../../errors/startup-error';

/** Where the browser is sent to consent, where the code is exchanged, and where the person's profile is read. */
export type IssuerEndpoints = { authorization: string; token: string; userinfo: string };

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Google's published endpoints, so a production start never depends on reaching Google. */
const GOOGLE_ENDPOINTS: IssuerEndpoints = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
};

const DISCOVERY_TRIES = 40;
const DISCOVERY_PAUSE_MS = 500;
/** However the issuer fails (refused at once, or silent until each try's own limit), start-up waits no longer. */
const DISCOVERY_WINDOW_MS = 20_000;
const DISCOVERY_TRY_MS = 5_000;

/**
 * Any other issuer (a test double, a company identity provider) is read from its OpenID discovery document,
 * retried for about 20 seconds because it may start alongside us. When it never answers usably the start stops
 * with one line (StartupError) naming the address and the last reason. Runs before Fastify loads its plugins
 * (app.ts), whose per-plugin time limit is shorter than this wait.
 */
export async function resolveIssuerEndpoints(
  issuerUrl: string,
  log: Pick<Logger, 'warn'>,
  sleep: (ms: number) => Promise<void>,
): Promise<IssuerEndpoints> {
  const issuer = issuerUrl.replace(/\/$/, '');
  if (issuer === GOOGLE_ISSUER) return GOOGLE_ENDPOINTS;
  const discovery = `${issuer}/.well-known/openid-configuration`;
  const giveUpAt = Date.now() + DISCOVERY_WINDOW_MS;
  let lastError: unknown;
  for (let attempt = 1; attempt <= DISCOVERY_TRIES && Date.now() < giveUpAt; attempt++) {
    try {
      return await readDiscovery(discovery, Math.min(DISCOVERY_TRY_MS, giveUpAt - Date.now()));
    } catch (error) {
      lastError = error;
      if (attempt === 1) log.warn({ issuer, err: error }, 'the sign-in issuer did not answer yet; retrying');
      await sleep(DISCOVERY_PAUSE_MS);
    }
  }
  throw new StartupError(
    `Cannot read the sign-in issuer's discovery document at ${withoutCredentials(discovery)} (${reasonOf(lastError)}) after ${Math.round(DISCOVERY_WINDOW_MS / 1000)} s: check GOOGLE_ISSUER_URL and that the issuer is running`,
  );
}

async function readDiscovery(address: string, timeoutMs: number): Promise<IssuerEndpoints> {
  const response = await fetch(address, { signal: AbortSignal.timeout(Math.max(1, timeoutMs)) });
  if (!response.ok) throw new Error(`it answered ${response.status}`);
  const document = (await response.json().catch(() => {
    throw new Error('it is not JSON');
  })) as Record<string, unknown>;
  const { authorization_endpoint, token_endpoint, userinfo_endpoint } = document;
  if (
    typeof authorization_endpoint !== 'string' ||
    typeof token_endpoint !== 'string' ||
    typeof userinfo_endpoint !== 'string'
  ) {
    throw new Error('it lacks an authorization, token or userinfo endpoint');
  }
  return { authorization: authorization_endpoint, token: token_endpoint, userinfo: userinfo_endpoint };
}

/** One line of why: a socket code (ECONNREFUSED), a time-out, or what was wrong with the answer. */
function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? 'unknown error';
}

function withoutCredentials(address: string): string {
  const url = new URL(address);
  url.username = '';
  url.password = '';
  return url.toString();
}

/** The person behind an access token, as the issuer's userinfo endpoint describes them. */
export async function fetchUserinfo(endpoint: string, accessToken: string) {
  const response = await fetch(endpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
  const claims = (await response.json()) as Record<string, unknown>;
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('userinfo has no subject');
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    // Some issuers send the flag as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: typeof claims.name === 'string' ? claims.name : undefined,
  };
}
