/**
 * What the demo catalogue's raster pictures cost the server: a cold home page's worth of posters asked for at
 * once (each drawn and encoded as WebP on the picture worker), how long the last one waits, how long the event
 * loop stalls meanwhile (the worker is there so it does not), and a cached answer.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createDemoCatalogue } from '@kinora/tmdb';
import { createDemoImages } from '../src/services/images/demo-images';

export type PictureCost = {
  pictures: number;
  firstMs: number;
  allMs: number;
  p50Ms: number;
  averageBytes: number;
  backdropMs: number;
  backdropBytes: number;
  loopMaxMs: number;
  loopP99Ms: number;
  cachedUs: number;
};

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;

export async function measureDemoPictures(count = 40): Promise<PictureCost> {
  const catalogue = createDemoCatalogue({ now: () => Date.now() });
  const movies = [
    ...(await catalogue.movieList('popular', 1)).results,
    ...(await catalogue.movieList('popular', 2)).results,
  ];
  const posters = movies.flatMap((m) => (m.poster_path ? [m.poster_path] : [])).slice(0, count);
  const backdrop = movies.find((m) => m.backdrop_path)?.backdrop_path as string;
  const images = createDemoImages();
  try {
    // The worker's own start (WebAssembly compile, fonts) is paid once per process, by the first picture.
    const started = performance.now();
    await images.find(posters[0] as string, 'original')?.body();
    const firstMs = performance.now() - started;

    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const burst = performance.now();
    const waits: number[] = [];
    const bodies = await Promise.all(
      posters.map(async (path) => {
        const body = (await images.find(path, 'w500')?.body()) as Buffer;
        waits.push(performance.now() - burst);
        return body;
      }),
    );
    const allMs = performance.now() - burst;
    loop.disable();

    const drawn = performance.now();
    const backdropBody = (await images.find(backdrop, 'original')?.body()) as Buffer;
    const backdropMs = performance.now() - drawn;

    const cachedRounds = 200;
    const cachedStart = performance.now();
    for (let i = 0; i < cachedRounds; i++)
      await images.find(posters[i % posters.length] as string, 'w500')?.body();
    const cachedUs = ((performance.now() - cachedStart) / cachedRounds) * 1000;

    return {
      pictures: posters.length,
      firstMs,
      allMs,
      p50Ms: quantile(waits, 0.5),
      averageBytes: bodies.reduce((sum, b) => sum + b.length, 0) / bodies.length,
      backdropMs,
      backdropBytes: backdropBody.length,
      loopMaxMs: loop.max / 1e6,
      loopP99Ms: loop.percentile(99) / 1e6,
      cachedUs,
    };
  } finally {
    await images.close();
  }
}

export function pictureLines(cost: PictureCost): string[] {
  return [
    `demo pictures: first one (worker start included) ${cost.firstMs.toFixed(0)} ms; ${cost.pictures} cold w500 posters asked at once: all drawn in ${cost.allMs.toFixed(0)} ms (${(cost.allMs / cost.pictures).toFixed(0)} ms each, median wait ${cost.p50Ms.toFixed(0)} ms), ${(cost.averageBytes / 1024).toFixed(1)} KB each as WebP`,
    `demo pictures: event loop during that burst: max stall ${cost.loopMaxMs.toFixed(0)} ms, p99 ${cost.loopP99Ms.toFixed(0)} ms (target < 50 ms: drawing is on the worker); a 1920 px backdrop ${cost.backdropMs.toFixed(0)} ms, ${(cost.backdropBytes / 1024).toFixed(1)} KB; cached: ${cost.cachedUs.toFixed(0)} µs`,
  ];
}
