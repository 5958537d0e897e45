import { previewRequestSchema } from '@kinora/domain/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import { parseInput } from '../errors/error-map';
import { safeOrigin } from '../lib/origin';
import { renderPreviewHtml } from '../services/player/render-preview';
import { loadPreviewFacts } from '../services/player/title-preview';
import { requireAuth } from './guards';

const FIVE_MINUTES_SECONDS = 300;

/**
 * The preview page's own headers. It is framed by our player page only (`frame-ancestors 'self'` and the web
 * origins of two-instance mode), runs no script at all, and loads images from us or the configured image host.
 */
function previewHeaders(config: Config): Record<string, string> {
  // An unparsable image host simply gets no exception in the policy.
  const imageOrigin = safeOrigin(config.tmdb.imageBaseUrl) ?? '';
  const ancestors = ["'self'", ...config.webOrigins].join(' ');
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': `private, max-age=${FIVE_MINUTES_SECONDS}`,
    'content-security-policy': `default-src 'none'; img-src 'self' ${imageOrigin}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`,
    'x-frame-options': 'SAMEORIGIN',
  };
}

/**
 * GET /preview/{media}/{id}[?season&episode]: Kinora's own preview of a title, which the player's built-in source
 * plays when there is no trailer to embed (always, with the demo catalogue). For signed-in viewers, like the
 * title pages it is drawn from.
 */
export const previewRoutes: FastifyPluginAsync = async (app) => {
  const headers = previewHeaders(app.deps.config);
  app.get<{ Params: { media: string; id: string }; Querystring: Record<string, string> }>(
    '/preview/:media/:id',
    async (request, reply) => {
      const auth = await requireAuth(request);
      const { media, id, season, episode } = parseInput(previewRequestSchema, {
        ...request.query,
        ...request.params,
      });
      const facts = await loadPreviewFacts(
        request.deps,
        auth.profile,
        media,
        id,
        season !== undefined && episode !== undefined ? { season, episode } : undefined,
      );
      return reply.headers(headers).send(renderPreviewHtml(facts));
    },
  );
};
