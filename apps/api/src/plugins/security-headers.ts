import fp from 'fastify-plugin';
import type { Config } from '../config';
import { isApiPath } from '../lib/api-paths';
import { safeOrigin } from '../lib/origin';

const ONE_YEAR_SECONDS = 31_536_000;
/** Where the built-in source's trailers play from. */
const VIDEO_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

/**
 * The Content-Security-Policy: only our own scripts; images from our origin, the peer instance and the configured
 * image host; frames from YouTube (trailers) and the operator's player sources; nothing may frame us.
 */
function contentSecurityPolicy(config: Config, frameSources: readonly string[]): string {
  const imageOrigin = safeOrigin(config.tmdb.imageBaseUrl);
  const peerOrigin = safeOrigin(config.peerUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // react-hot-toast injects its keyframes in a <style> element.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...[imageOrigin, peerOrigin].filter((o): o is string => Boolean(o)),
    ],
    // The player asks each framed host whether it answers at all (an opaque, cookie-less request) before it
    // trusts the frame, so the framed origins are reachable from script too.
    // The image host too: the service worker fetches pictures itself to keep recent ones for offline use.
    'connect-src': [
      "'self'",
      ...[peerOrigin, imageOrigin].filter((o): o is string => Boolean(o)),
      ...VIDEO_ORIGINS,
      ...frameSources,
    ],
    // 'self' frames Kinora's own title previews (rest/preview.ts).
    'frame-src': ["'self'", ...VIDEO_ORIGINS, ...frameSources],
    'media-src': ["'self'", 'blob:'],
    // The offline service worker (/sw.js); no other workers.
    'worker-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", 'https://accounts.google.com'],
    'frame-ancestors': ["'none'"],
  };
  // Each source once: an operator's player source may repeat a built-in one (YouTube).
  const policy = Object.entries(directives).map(
    ([name, values]) => `${name} ${[...new Set(values)].join(' ')}`,
  );
  if (config.secureCookies) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * An API answer (JSON, a picture, metrics) is never rendered as a page, so it carries the short set OWASP's REST
 * guidance names: a policy that allows nothing at all, no framing, no sniffing, no referrer. The page policy's
 * sources, and the headers that only mean something to a document (COOP, Origin-Agent-Cluster, DNS prefetch,
 * the legacy XSS filter, Flash's cross-domain policies), would be about 900 bytes on every answer for nothing.
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every response: the document set on the web app's pages and files, the API set on the API's
 * answers (lib/api-paths.ts). They depend only on configuration, so both are computed once at start and applied as
 * one object per request (this sits on the hot path of every catalogue read).
 */
export const securityHeadersPlugin = fp<{ config: Config; frameSources: string[] }>(
  async (app, { config, frameSources }) => {
    const transport: Record<string, string> = config.secureCookies
      ? { 'strict-transport-security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains` }
      : {};
    const apiHeaders: Record<string, string> = {
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
      // Pictures and answers are for our own pages (and the peer instance's, same site), not other sites'.
      'cross-origin-resource-policy': 'same-site',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      ...transport,
    };
    const documentHeaders: Record<string, string> = {
      'content-security-policy': contentSecurityPolicy(config, frameSources),
      'cross-origin-opener-policy': 'same-origin',
      // Embedded players and trailers come from other origins, so no Cross-Origin-Embedder-Policy.
      'cross-origin-resource-policy': 'same-site',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      ...transport,
    };
    // A callback hook: it waits for nothing, and a promise per request is a cost every response would pay.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiPath(request.url) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'kinora-security-headers' },
);
