import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The origins of our own pages: this instance, the configured web origins and the peer instance. */
function ownOrigins(request: FastifyRequest, config: Config): string[] {
  const self = request.host ? `${request.protocol}://${request.host}` : undefined;
  return [config.publicUrl, ...config.webOrigins, config.peerUrl, self].flatMap((url) => {
    if (!url) return [];
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
}

/**
 * Whether a request was made by our own pages (or by a person, or by a client that is not a browser), rather
 * than by another site's page in the viewer's browser. Browsers say where a request comes from in
 * Sec-Fetch-Site, or failing that in Origin; a request with neither is not a browser's cross-site request.
 * Side effects a viewer did not ask for (recording a search) happen only when this is true.
 */
export function isSameSiteRequest(request: FastifyRequest, config: Config): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'same-site' || site === 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return ownOrigins(request, config).includes(origin);
  return true;
}
