import fp from 'fastify-plugin';
import type { Config } from '../config';
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
 * Security headers on every response. They depend only on configuration, so they are computed once at start and
 * applied as one object per request (this sits on the hot path of every catalogue read).
 */
export const securityHeadersPlugin = fp<{ config: Config; frameSources: string[] }>(
  async (app, { config, frameSources }) => {
    const headers: Record<string, string> = {
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
      ...(config.secureCookies
        ? { 'strict-transport-security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains` }
        : {}),
    };
    // A callback hook: it waits for nothing, and a promise per request is a cost every response would pay.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'kinora-security-headers' },
);
