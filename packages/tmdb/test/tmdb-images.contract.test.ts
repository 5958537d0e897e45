import type { TitleDetail } from '@kinora/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCachedCatalogue } from '../src/cache';
import { FIXED_NOW, testClient } from './helpers';
import { fixture, fixtureJson, type ReplayServer, startReplayServer } from './replay-server';

/**
 * Pictures in the viewer's language (issue 28): the details ask TMDB for the title's images in that language, English
 * and without text, and answer the logo and poster chosen from them. The image lists are trimmed from the recorded
 * `/movie/550/images` with a French logo, a lesser French one and a textless one written by hand; the show's lists
 * (`tv_images_1399.json`) have English, German and textless logos but no French one (fixtures/README.md).
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
const FRENCH_LOGO = {
  file_path: '/frFightClubLogoKinoraTest.png',
  iso_639_1: 'fr',
  width: 1800,
  height: 400,
};
const ENGLISH_LOGO = {
  file_path: '/7Uqhv24pGJs4Ns31NoOPWFJGWNG.png',
  iso_639_1: 'en',
  width: 1804,
  height: 389,
};
const ENGLISH_POSTER = '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg';
const BEST_FRENCH_POSTER = '/t1i10ptOivG4hV7erkX3tmKpiqm.jpg';

function cached() {
  const { catalogue } = testClient(server.baseUrl);
  const english = createCachedCatalogue(catalogue, { now: () => FIXED_NOW });
  return { english, french: english.inLocale('fr') };
}

describe('details ask TMDB for the pictures in the viewer language', () => {
  it('appends images with include_image_language=fr,en,null for a French viewer', async () => {
    const { catalogue } = testClient(server.baseUrl);
    await catalogue.inLocale('fr').details('movie', 550);
    const [request] = to('/movie/550');
    expect(request?.query.get('append_to_response')?.split(',')).toContain('images');
    expect(request?.query.get('include_image_language')).toBe('fr,en,null');
    expect(request?.query.get('language')).toBe('fr-FR');
    // One round trip: the images come with the details, not from /images.
    expect(server.requests).toHaveLength(1);
  });

  it('asks the bare language code (pt-BR -> pt), and en,null for English', async () => {
    const { catalogue } = testClient(server.baseUrl);
    await catalogue.inLocale('pt-BR').details('tv', 1399);
    await catalogue.details('tv', 1399);
    expect(to('/tv/1399').map((r) => r.query.get('include_image_language'))).toEqual([
      'pt,en,null',
      'en,null',
    ]);
  });
});

describe('the logo', () => {
  it("is the viewer's language's best rated one, never a textless one", async () => {
    const { catalogue } = testClient(server.baseUrl);
    const movie = await catalogue.inLocale('fr').details('movie', 550);
    expect(movie.logo).toEqual(FRENCH_LOGO);
  });

  it('is the English one when the viewer language has none', async () => {
    const { catalogue } = testClient(server.baseUrl);
    const show = await catalogue.inLocale('fr').details('tv', 1399);
    expect(show.logo).toEqual({
      file_path: '/enThronesLogoKinoraTest.png',
      iso_639_1: 'en',
      width: 1596,
      height: 380,
    });
    expect((await catalogue.inLocale('de').details('movie', 550)).logo).toEqual(ENGLISH_LOGO);
  });

  it('is null when there is none in the viewer language or English', async () => {
    const { catalogue } = testClient(server.baseUrl);
    const textless = fixtureJson<{ logos: unknown[] }>('tv_images_1399.json').logos[0];
    server.script('/tv/1399', {
      status: 200,
      body: JSON.stringify({
        ...fixtureJson('tv_details_1399.json'),
        images: { logos: [textless], posters: [] },
      }),
    });
    const show = await catalogue.inLocale('fr').details('tv', 1399);
    expect(show.logo).toBeNull();
    expect(show.name).toBe('Game of Thrones');
  });

  it('is null, and the details still answer, when TMDB sends no usable images', async () => {
    const { catalogue } = testClient(server.baseUrl);
    const details = fixtureJson('movie_details_550.json');
    server.script(
      '/movie/550',
      { status: 200, body: JSON.stringify(details) },
      {
        status: 200,
        body: JSON.stringify({
          ...details,
          images: { logos: [{ ...FRENCH_LOGO, file_path: 'https://evil.example/x.png', vote_average: 9 }] },
        }),
      },
    );
    const french = catalogue.inLocale('fr');
    expect((await french.details('movie', 550)).logo).toBeNull();
    const second = await french.details('movie', 550);
    expect(second.logo).toBeNull();
    expect(second.poster_path).toBe(ENGLISH_POSTER);
  });
});

describe('the poster', () => {
  it("is the viewer's best rated poster when TMDB's pick is not in the viewer language", async () => {
    const { catalogue } = testClient(server.baseUrl);
    expect(fixtureJson('movie_details_550.fr-FR.json').poster_path).toBe(ENGLISH_POSTER);
    expect((await catalogue.inLocale('fr').details('movie', 550)).poster_path).toBe(BEST_FRENCH_POSTER);
  });

  it("stays TMDB's pick when it is in the viewer language or the language has no poster", async () => {
    const { catalogue } = testClient(server.baseUrl);
    const lesserFrench = '/6NdNO1dq9w54ujk2G4sK4ogsf0H.jpg';
    server.script('/movie/550', {
      status: 200,
      body: withImages('movie_details_550.fr-FR.json', 'movie_images_550.json', {
        poster_path: lesserFrench,
      }),
    });
    expect((await catalogue.inLocale('fr').details('movie', 550)).poster_path).toBe(lesserFrench);
    expect((await catalogue.inLocale('de').details('movie', 550)).poster_path).toBe(ENGLISH_POSTER);
    expect((await catalogue.details('movie', 550)).poster_path).toBe(ENGLISH_POSTER);
  });
});

describe('the answer', () => {
  it('carries the choices, not the image lists', async () => {
    const { catalogue } = testClient(server.baseUrl);
    const movie = await catalogue.inLocale('fr').details('movie', 550);
    expect(movie).not.toHaveProperty('images');
    const { logo: _logo, poster_path: _poster, ...rest } = movie;
    const { poster_path: _tmdbPoster, ...tmdb } = fixtureJson<TitleDetail>('movie_details_550.fr-FR.json');
    expect(rest).toEqual(tmdb);
  });

  it('is cached per language: an English and a French read share nothing', async () => {
    const { english, french } = cached();
    const en = await english.details('movie', 550);
    const fr = await french.details('movie', 550);
    expect(en.logo).toEqual(ENGLISH_LOGO);
    expect(en.poster_path).toBe(ENGLISH_POSTER);
    expect(fr.logo).toEqual(FRENCH_LOGO);
    expect(fr.poster_path).toBe(BEST_FRENCH_POSTER);
    await english.details('movie', 550);
    await french.details('movie', 550);
    // The French answer lacks a tagline, so English fills it: from the cached English answer, not a third request.
    expect(to('/movie/550').map((r) => r.query.get('include_image_language'))).toEqual([
      'en,null',
      'fr,en,null',
    ]);
    expect((await english.details('movie', 550)).logo).toEqual(ENGLISH_LOGO);
  });
});

/** A details fixture with a title's whole image lists appended, as TMDB would answer without a language filter. */
function withImages(details: string, images: string, changes: Record<string, unknown>): string {
  return JSON.stringify({ ...JSON.parse(fixture(details)), ...changes, images: JSON.parse(fixture(images)) });
}
