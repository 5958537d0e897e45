import { renderDemoImage } from '@kinora/tmdb';
import type { FastifyPluginAsync } from 'fastify';

const SIZES = new Set(['w500', 'original']);
const ONE_DAY_SECONDS = 86_400;

/**
 * GET /img/{size}/demo/...: the demo catalogue's posters, backdrops and photos, drawn as SVG. The drawing is a
 * pure function of the path, so responses are cacheable. The SVG gets its own locked-down CSP: opened directly,
 * it still cannot run anything.
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { size: string; '*': string } }>('/img/:size/*', async (request, reply) => {
    const { size } = request.params;
    const image = SIZES.has(size)
      ? renderDemoImage(`/${request.params['*']}`, size as 'w500' | 'original')
      : null;
    if (!image) {
      return reply.status(404).send({ success: false, message: 'No such image', code: 'NOT_FOUND' });
    }
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(image.body);
  });
};
