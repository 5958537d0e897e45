import { z } from 'zod';
import { familiesTrustedWhole, isProxyEntry } from '../lib/proxy-ranges';
import { milliseconds, optionalText, optionalUrl } from './fields';

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

/** Where and how this process listens and logs, and the peers and pages it works with. */
export const serverEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  PUBLIC_URL: optionalUrl,
  PEER_URL: optionalUrl,
  INSTANCE_ROLE: z
    .enum(['primary', 'secondary'], { error: "must be 'primary' or 'secondary'" })
    .default('primary'),
  WEB_ORIGINS: optionalText,
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
  WEB_DIST_DIR: optionalText,
};
