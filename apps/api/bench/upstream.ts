import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCachedCatalogue, createTmdbCatalogue } from '@kinora/tmdb';

const CONCURRENT_MISSES = 50;

/**
 * 50 concurrent identical catalogue misses against a local TMDB stand-in that counts what reaches it. The
 * stand-in answers slowly (50 ms) so the misses really overlap.
 */
export async function measureCoalescing(): Promise<{ concurrent: number; upstreamRequests: number }> {
  let upstreamRequests = 0;
  const server = createServer((_request, response) => {
    upstreamRequests += 1;
    setTimeout(() => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ id: 550, title: 'Bench', genres: [], overview: '', poster_path: null }));
    }, 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const catalogue = createCachedCatalogue(
      createTmdbCatalogue({
        baseUrl: `http://127.0.0.1:${port}/3`,
        apiKey: 'bench',
        fetch: globalThis.fetch,
      }),
      { now: Date.now },
    );
    await Promise.all(Array.from({ length: CONCURRENT_MISSES }, () => catalogue.details('movie', 550)));
    return { concurrent: CONCURRENT_MISSES, upstreamRequests };
  } finally {
    server.close();
  }
}
