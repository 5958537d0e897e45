import { createHash } from 'node:crypto';
import { type DemoImageSize, renderDemoImage } from '@kinora/tmdb';
import { LRUCache } from 'lru-cache';
import { createRasterPool, type RasterPool } from './raster-pool';

/**
 * The demo catalogue's pictures as the image route serves them. The catalogue draws each one as SVG; a `.webp`
 * path gets that drawing rasterised (a browser gives every SVG `<img>` a document of its own, 40-60 ms of a
 * phone's main thread each), a `.svg` path the drawing itself. Each picture is rendered once per size and kept
 * in a byte-capped LRU; concurrent asks for one picture share one render.
 */
export type DemoPicture = {
  contentType: 'image/svg+xml' | 'image/webp';
  /** Strong validator, known without rasterising: a hash of the drawing and of how it is rasterised. */
  etag: string;
  body(): Promise<Buffer>;
};

export type DemoImages = {
  /** null when the path names no demo picture. */
  find(path: string, size: DemoImageSize): DemoPicture | null;
  close(): Promise<void>;
};

/** Bump when the rasteriser's output changes (encoder settings, fonts) so browsers' cached copies revalidate. */
const RASTER_VERSION = 'webp-q80m2-tinos-arimo-1';
/** ~3,000 posters at w500 (10 KB each) or ~1,000 full-size backdrops. */
export const DEMO_IMAGE_CACHE_BYTES = 32 * 1024 * 1024;
/** An entry's overhead beyond its bytes: key, headers, the map's own bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 256;

export function createDemoImages({
  maxCacheBytes = DEMO_IMAGE_CACHE_BYTES,
  pool = createRasterPool(),
}: {
  maxCacheBytes?: number;
  pool?: RasterPool;
} = {}): DemoImages {
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxCacheBytes,
    sizeCalculation: (body) => body.length + ENTRY_OVERHEAD_BYTES,
  });
  const rendering = new Map<string, Promise<Buffer>>();

  const rasterise = (key: string, svg: string): Promise<Buffer> => {
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = rendering.get(key);
    if (!pending) {
      pending = pool
        .toWebp(svg)
        .then((webp) => {
          const body = Buffer.from(webp.buffer, webp.byteOffset, webp.byteLength);
          cache.set(key, body);
          return body;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  return {
    find(path, size) {
      const drawing = renderDemoImage(path, size);
      if (!drawing) return null;
      const isRaster = drawing.format === 'webp';
      const etag = `"${createHash('sha1')
        .update(isRaster ? `${RASTER_VERSION}\n` : 'svg\n')
        .update(drawing.body)
        .digest('base64url')}"`;
      return isRaster
        ? { contentType: 'image/webp', etag, body: () => rasterise(etag, drawing.body) }
        : { contentType: 'image/svg+xml', etag, body: async () => Buffer.from(drawing.body) };
    },
    close: () => pool.close(),
  };
}
