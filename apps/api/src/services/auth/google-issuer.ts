import type { Logger } from 'pino';

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

/**
 * Any other issuer (a test double, a company identity provider) is read from its OpenID discovery document,
 * retried for about 20 seconds because it may start alongside us. Throws when it never answers.
 */
export async function resolveIssuerEndpoints(
  issuerUrl: string,
  log: Pick<Logger, 'warn'>,
  sleep: (ms: number) => Promise<void>,
): Promise<IssuerEndpoints> {
  const issuer = issuerUrl.replace(/\/$/, '');
  if (issuer === GOOGLE_ISSUER) return GOOGLE_ENDPOINTS;
  let lastError: unknown;
  for (let attempt = 1; attempt <= DISCOVERY_TRIES; attempt++) {
    try {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const document = (await response.json()) as Record<string, unknown>;
      const { authorization_endpoint, token_endpoint, userinfo_endpoint } = document;
      if (
        typeof authorization_endpoint !== 'string' ||
        typeof token_endpoint !== 'string' ||
        typeof userinfo_endpoint !== 'string'
      ) {
        throw new Error('the discovery document lacks an authorization, token or userinfo endpoint');
      }
      return { authorization: authorization_endpoint, token: token_endpoint, userinfo: userinfo_endpoint };
    } catch (error) {
      lastError = error;
      if (attempt === 1) log.warn({ issuer, err: error }, 'the sign-in issuer did not answer yet; retrying');
      await sleep(DISCOVERY_PAUSE_MS);
    }
  }
  throw new Error(`GOOGLE_ISSUER_URL ${issuer} gave no usable discovery document`, { cause: lastError });
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
