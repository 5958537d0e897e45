import { createDemoCatalogue } from '@kinora/tmdb';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoImages } from './demo-images';
import { createRasterPool, type RasterPool } from './raster-pool';

const catalogue = createDemoCatalogue({ now: () => Date.UTC(2025, 2, 3) });
const movie = (await catalogue.movieList('popular')).results.find((m) => m.poster_path && m.backdrop_path)!;
const poster = movie.poster_path!;

/** The real pool, counting what it is asked to draw. */
function countingPool(): RasterPool & { drawn: number } {
  const pool = createRasterPool();
  const counted = {
    drawn: 0,
    toWebp: (svg: string) => {
      counted.drawn += 1;
      return pool.toWebp(svg);
    },
    pending: pool.pending,
    close: pool.close,
  };
  return counted;
}

/** Width and height from a lossy WebP's VP8 frame header (RIFF, WEBP, VP8 chunk, then the key frame). */
function webpSize(body: Buffer) {
  expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(body.subarray(8, 16).toString('latin1')).toBe('WEBPVP8 ');
  return { width: body.readUInt16LE(26) & 0x3fff, height: body.readUInt16LE(28) & 0x3fff };
}

const pool = countingPool();
const images = createDemoImages({ pool });
afterAll(() => images.close());

describe('demo images', () => {
  it('hands out raster paths and draws them as WebP of the drawing’s size, small enough for a phone', async () => {
    expect(poster).toMatch(/\.webp$/);
    const w500 = images.find(poster, 'w500')!;
    expect(w500.contentType).toBe('image/webp');
    const body = await w500.body();
    expect(webpSize(body)).toEqual({ width: 500, height: 750 });
    expect(body.length).toBeLessThan(25_000);
    const backdrop = await images.find(movie.backdrop_path!, 'original')!.body();
    expect(webpSize(backdrop)).toEqual({ width: 1920, height: 1080 });
  });

  it('draws each picture once per size, however many ask at the same time', async () => {
    const person = (await catalogue.popularPeople()).results.find((p) => p.profile_path)!;
    const before = pool.drawn;
    const bodies = await Promise.all(
      Array.from({ length: 5 }, () => images.find(person.profile_path!, 'w500')!.body()),
    );
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
    await images.find(person.profile_path!, 'w500')!.body();
    expect(pool.drawn - before).toBe(1);
    await images.find(person.profile_path!, 'original')!.body();
    expect(pool.drawn - before).toBe(2);
  });

  it('gives each picture, size and format its own stable ETag, known before drawing', () => {
    const drawn = pool.drawn;
    const etag = images.find(poster, 'w500')!.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(images.find(poster, 'w500')!.etag).toBe(etag);
    expect(images.find(poster, 'original')!.etag).not.toBe(etag);
    expect(images.find(poster.replace(/\.webp$/, '.svg'), 'w500')!.etag).not.toBe(etag);
    expect(pool.drawn).toBe(drawn);
  });

  it('still serves the drawing itself for .svg paths', async () => {
    const svg = images.find(poster.replace(/\.webp$/, '.svg'), 'w500')!;
    expect(svg.contentType).toBe('image/svg+xml');
    expect((await svg.body()).toString()).toMatch(/^<svg xmlns/);
  });

  it('finds nothing for what is not a demo picture', () => {
    expect(images.find('/demo/1/p-m1.webp', 'w500')).toBeNull();
    expect(images.find('/demo/1/p-m600000.png', 'w500')).toBeNull();
    expect(images.find(poster, 'w9' as 'w500')).toBeNull();
  });
});

describe('raster pool', () => {
  it('refuses work past its queue instead of growing without end', async () => {
    const small = createRasterPool({ maxQueued: 1 });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const first = small.toWebp(svg);
    const second = small.toWebp(svg);
    await expect(small.toWebp(svg)).rejects.toThrow(/too many/);
    expect((await first).length).toBeGreaterThan(20);
    expect((await second).length).toBeGreaterThan(20);
    await small.close();
  });
});
