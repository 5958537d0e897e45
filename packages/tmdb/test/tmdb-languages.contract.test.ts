import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCachedCatalogue } from '../src/cache';
import { FIXED_NOW, testClient } from './helpers';
import { fixtureJson, type RecordedRequest, type ReplayServer, startReplayServer } from './replay-server';

/**
 * The catalogue in the viewer's language against the replay server: the French fixtures were written by hand in
 * TMDB's shape, with the gaps TMDB leaves where nobody translated (an empty overview, tagline or biography, no
 * French trailer), so the English fallback has something to fill.
 */

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const to = (path: string) => server.requestsTo(path);
const languages = (requests: RecordedRequest[]) => requests.map((r) => r.query.get('language'));

function cachedFrench() {
  const { catalogue } = testClient(server.baseUrl);
  const cached = createCachedCatalogue(catalogue, { now: () => FIXED_NOW });
  return { english: cached, french: cached.inLocale('fr') };
}

describe('TMDB asks in the viewer language', () => {
  it('puts language=fr-FR on every request for texts: lists, details, seasons, people, search, discover', async () => {
    const { catalogue } = testClient(server.baseUrl);
    const french = catalogue.inLocale('fr');
    await french.trending('movie');
    await french.movieList('popular');
    await french.details('tv', 1399);
    await french.season(1399, 1);
    await french.person(287);
    await french.personCredits(287);
    await french.search('movie', 'fight');
    await french.discover('tv', { genres: [18] });
    await french.recommendations('movie', 550);
    expect(server.requests).toHaveLength(9);
    expect(new Set(languages(server.requests))).toEqual(new Set(['fr-FR']));
  });

  it('asks videos in the viewer language and English, never in others', async () => {
    const { catalogue } = testClient(server.baseUrl);
    await catalogue.inLocale('pt-BR').videos('movie', 550);
    const [request] = to('/movie/550/videos');
    expect(request?.query.get('language')).toBe('pt-BR');
    expect(request?.query.get('include_video_language')).toBe('pt,en');
  });

  it('leaves English requests exactly as they were: en-US, and no video languages', async () => {
    const { catalogue } = testClient(server.baseUrl);
    expect(catalogue.inLocale('en')).toBe(catalogue);
    await catalogue.videos('movie', 550);
    await catalogue.details('movie', 550);
    expect(languages(server.requests)).toEqual(['en-US', 'en-US']);
    expect(to('/movie/550/videos')[0]?.query.has('include_video_language')).toBe(false);
  });

  it('answers French texts and genres where TMDB has them', async () => {
    const { french } = cachedFrench();
    const movie = await french.details('movie', 550);
    expect(movie.overview).toMatch(/^Un employé de bureau insomniaque/);
    expect(movie.genres).toEqual([{ id: 18, name: 'Drame' }]);
    expect(movie.original_title).toBe('Fight Club');
  });
});

describe('English fills what was not translated', () => {
  it('fills an empty overview from English with one extra request, then serves both from the cache', async () => {
    const { english, french } = cachedFrench();
    const show = await french.details('tv', 1399);
    const original = fixtureJson<{ overview: string; tagline: string }>('tv_details_1399.json');
    expect(show.overview).toBe(original.overview);
    expect(show.tagline).toBe(original.tagline);
    // The French texts TMDB had stay French.
    expect(show.genres[0]?.name).toBe('Science-Fiction & Fantastique');
    expect(show.seasons?.[1]?.name).toBe('Saison 1');
    expect(languages(to('/tv/1399'))).toEqual(['fr-FR', 'en-US']);

    await french.details('tv', 1399);
    await english.details('tv', 1399);
    expect(to('/tv/1399')).toHaveLength(2);
    // The English answer is the English one, not the filled-in French.
    expect((await english.details('tv', 1399)).genres[0]?.name).toBe('Sci-Fi & Fantasy');
  });

  it('fills a missing tagline, and asks nothing more when the French is complete', async () => {
    const { french } = cachedFrench();
    const movie = await french.details('movie', 550);
    expect(movie.tagline).toBe('Mischief. Mayhem. Soap.');
    expect(languages(to('/movie/550'))).toEqual(['fr-FR', 'en-US']);
  });

  it("fills the episodes' and list items' empty overviews by number and id, and keeps the French ones", async () => {
    const { french } = cachedFrench();
    const season = await french.season(1399, 1);
    const original = fixtureJson<{ episodes: { overview: string }[] }>('tv_season_1399_1.json');
    expect(season.episodes.map((e) => e.name)).toEqual(["L'hiver vient", 'La Route royale', 'Lord Snow']);
    expect(season.episodes[0]?.overview).toMatch(/^Jon Arryn, la Main du Roi/);
    expect(season.episodes[1]?.overview).toBe(original.episodes[1]?.overview);

    const popular = await french.movieList('popular');
    const english = fixtureJson<{ results: { overview: string }[] }>('movie_popular.json');
    expect(popular.results.map((r) => r.overview)).toEqual([
      'Résumé en français du film 787699.',
      english.results[1]?.overview,
      'Résumé en français du film 609681.',
    ]);
  });

  it('fills an empty biography', async () => {
    const { french } = cachedFrench();
    const person = await french.person(287);
    expect(person.biography).toMatch(/^William Bradley Pitt/);
  });

  it('puts the French trailer first, and adds the English ones when there is no trailer at all', async () => {
    const { french } = cachedFrench();
    const movie = await french.videos('movie', 550);
    expect(movie.map((v) => v.iso_639_1)).toEqual(['fr', 'en']);
    expect(to('/movie/550/videos')).toHaveLength(1);

    const show = await french.videos('tv', 1399);
    expect(show.map((v) => v.key)).toEqual(['dfeUzm6KF4g']);
    expect(languages(to('/tv/1399/videos'))).toEqual(['fr-FR', 'en-US']);
  });

  it('reads keywords, ratings and providers once for every language', async () => {
    const { english, french } = cachedFrench();
    await english.keywords('movie', 550);
    await french.keywords('movie', 550);
    await french.certification('movie', 550);
    await english.certification('movie', 550);
    expect(to('/movie/550/keywords')).toHaveLength(1);
    expect(to('/movie/550/release_dates')).toHaveLength(1);
  });
});
