import { createDemoCatalogue } from '@kinora/tmdb';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDemoImages } from '../services/images/demo-images';
import { createRasterPool, type RasterPool } from '../services/images/raster-pool';
import { imageRoutes } from './images';

const catalogue = createDemoCatalogue({ now: () => Date.UTC(2025, 2, 3) });
const poster = (await catalogue.movieList('popular')).results.find((m) => m.poster_path)!.poster_path!;

async function serve(pool: RasterPool) {
  const app = Fastify();
  await app.register(imageRoutes, { images: createDemoImages({ pool }) });
  return app;
}

function expectRetryLater(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(503);
  expect(answer.headers['retry-after']).toBe('2');
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json();
}

describe('GET /img/:size/* when a picture cannot be drawn now', () => {
  it('answers 503 with Retry-After, not a 500, for a picture still being drawn when the server shuts down', async () => {
    const pool = createRasterPool();
    let handedOver!: () => void;
    const drawing = new Promise<void>((resolve) => {
      handedOver = resolve;
    });
    const app = await serve({
      ...pool,
      toWebp(svg) {
        const webp = pool.toWebp(svg);
        handedOver();
        return webp;
      },
    });
    const answer = app.inject({ method: 'GET', url: `/img/w500${poster}` });
    await drawing;
    await pool.close();
    expect(expectRetryLater(await answer)).toEqual({
      success: false,
      message: 'This server is restarting; try again shortly.',
      code: 'UNAVAILABLE',
    });
    await app.close();
  });

  it('answers the same for a picture asked for after the pool closed', async () => {
    const pool = createRasterPool();
    await pool.close();
    const app = await serve(pool);
    const answer = await app.inject({ method: 'GET', url: `/img/original${poster}` });
    expect(expectRetryLater(answer).message).toBe('This server is restarting; try again shortly.');
    await app.close();
  });

  it('says the server is busy when the queue of pictures to draw is full', async () => {
    const pool = createRasterPool({ maxQueued: 0 });
    const app = await serve(pool);
    const answer = await app.inject({ method: 'GET', url: `/img/w500${poster}` });
    expect(expectRetryLater(answer).message).toBe('Too many pictures are being drawn; try again shortly.');
    await app.close();
  });
});
