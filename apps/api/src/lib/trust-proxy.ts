import type { Config } from '../config';

type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Fastify's trustProxy for our TRUST_PROXY forms. A hop count trusts the nearest N peers whoever they are (safe
 * only when nothing but the proxy can reach this instance); addresses and CIDRs trust exactly those proxies.
 */
export function trustProxyOption(trust: Config['trustProxy']): false | string[] | TrustProxy {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
