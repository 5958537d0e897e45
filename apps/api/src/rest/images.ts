import type { FastifyPluginAsync } from 'fastify';
import { createDemoImages, type DemoImages } from '../services/images/demo-images';
import { RasterQueueFullError, RasterUnavailableError } from '../services/images/raster-pool';

const SIZES = new Set(['w500', 'original']);
const ONE_DAY_SECONDS = 86_400;
/** How long a client told "busy" waits before asking again. */
const BUSY_RETRY_SECONDS = 2;

/**
 * GET /img/{size}/demo/...: the demo catalogue's posters, backdrops and photos: WebP rendered from the drawing
 * for `.webp` paths (what the catalogue hands out), the SVG drawing itself for `.svg` paths (lists saved before
 * the change). The drawing is a pure function of the path, so responses are cacheable, with an ETag for
 * revalidation. An SVG gets its own locked-down CSP: opened directly, it still cannot run anything.
 */
export const imageRoutes: FastifyPluginAsync<{ images?: DemoImages }> = async (
  app,
  { images = createDemoImages() },
) => {
  app.addHook('onClose', () => images.close());

  app.get<{ Params: { size: string; '*': string } }>('/img/:size/*', async (request, reply) => {
    const { size } = request.params;
    const image = SIZES.has(size)
      ? images.find(`/${request.params['*']}`, size as 'w500' | 'original')
      : null;
    if (!image) {
      return reply.status(404).send({ success: false, message: 'No such image', code: 'NOT_FOUND' });
    }
    reply
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .header('etag', image.etag)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(image.etag)) {
      return reply.status(304).send();
    }
    try {
      const body = await image.body();
      return reply.header('content-type', image.contentType).send(body);
    } catch (error) {
      // Busy, or shutting down with this picture still to draw: either way a retry can succeed.
      if (!(error instanceof RasterUnavailableError)) throw error;
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .header('retry-after', String(BUSY_RETRY_SECONDS))
        .send({
          success: false,
          message:
            error instanceof RasterQueueFullError
              ? 'Too many pictures are being drawn; try again shortly.'
              : 'This server is restarting; try again shortly.',
          code: 'UNAVAILABLE',
        });
    }
  });
};
