import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from './helpers';
import { type LibraryServer, startLibraryServer } from './library-server';
import { type ReplayServer, startReplayServer } from './replay-server';

let server: ReplayServer;
let library: LibraryServer;
beforeAll(async () => {
  server = await startReplayServer();
  library = await startLibraryServer();
});
afterAll(async () => {
  await server.close();
  await library.close();
});

const last = () => server.requests[server.requests.length - 1]!;
const client = () => testClient(server.baseUrl).catalogue;

describe('US age ratings', () => {
  it("reads a movie's theatrical US rating from its recorded release dates, skipping blank ones", async () => {
    expect(await client().certification('movie', 550)).toBe('R');
    expect(last().path).toBe('/movie/550/release_dates');
  });

  it("reads a show's US rating from its recorded content ratings", async () => {
    expect(await client().certification('tv', 1399)).toBe('TV-MA');
    expect(last().path).toBe('/tv/1399/content_ratings');
  });

  it('answers null when the US has not rated the title, and trims the stray spaces TMDB sends', async () => {
    const releases = (country: string, certification: string) =>
      JSON.stringify({
        id: 551,
        results: [{ iso_3166_1: country, release_dates: [{ certification, type: 3 }] }],
      });
    server.script('/movie/551/release_dates', { status: 200, body: releases('JP', 'PG12') });
    expect(await client().certification('movie', 551)).toBeNull();
    server.script('/movie/551/release_dates', { status: 200, body: releases('US', 'PG-13 ') });
    expect(await client().certification('movie', 551)).toBe('PG-13');
    server.script('/movie/551/release_dates', { status: 200, body: releases('US', '') });
    expect(await client().certification('movie', 551)).toBeNull();
  });

  it('reports an answer without a results list as malformed, and an unknown title as not found', async () => {
    server.script('/tv/2/content_ratings', { status: 200, body: JSON.stringify({ id: 2 }) });
    await expect(client().certification('tv', 2)).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
    await expect(client().certification('movie', 999999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('asks discover for US movie ratings up to a limit, and never for shows (TMDB has no such filter)', async () => {
    await client().discover('movie', { certificationMax: 'PG-13' });
    expect(Object.fromEntries(last().query)).toMatchObject({
      certification_country: 'US',
      'certification.lte': 'PG-13',
    });
    await client().discover('tv', { certificationMax: 'PG' });
    expect(last().query.has('certification.lte')).toBe(false);
  });

  it('the library stand-in filters movies by rating and serves each title its rating', async () => {
    const lib = testClient(library.baseUrl).catalogue;
    const forKids = await lib.discover('movie', { certificationMax: 'PG' });
    expect(forKids.results.map((m) => m.title)).toContain('Spirited Away');
    for (const m of forKids.results) expect(['G', 'PG']).toContain(await lib.certification('movie', m.id));
    expect(await lib.certification('movie', 27205)).toBe('PG-13');
    expect(await lib.certification('tv', 1399)).toBe('TV-MA');
    // A title nobody rated in the library is unrated, as TMDB answers it.
    expect(await lib.certification('movie', 389)).toBeNull();
  });
});
