import { genreNamesOf, LOCALES, TOP_DIRECTORS } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { allMovieIds, allPersonIds, allTvIds, utc } from '../../test/demo-helpers';
import { createDemoCatalogue } from './demo-catalogue';
import { demoLanguage, ENGLISH } from './languages';
import * as french from './words/french';
import { BIRTH_PLACES } from './words/people';
import { BIO_OPENERS, BIO_SENTENCES, JOB_BY_DEPARTMENT, ROLES } from './words/prose';
import * as spanish from './words/spanish';
import { EPISODE_WORDS, NOUNS, PLACES } from './words/titles';

const NOW = utc(2025, 6, 15);
const catalogue = createDemoCatalogue({ now: () => NOW });
const SAMPLE = 40;
const movieIds = allMovieIds()
  .filter((_, i) => i % 16 === 0)
  .slice(0, SAMPLE);
const tvIds = allTvIds()
  .filter((_, i) => i % 7 === 0)
  .slice(0, SAMPLE);
const personIds = [...allPersonIds().filter((_, i) => i % 37 === 0), TOP_DIRECTORS[0]!.id];
const TEMPLATE_SLOT = /\{\w+\}/;

describe('the written languages run parallel to English', () => {
  for (const [name, words, language] of [
    ['French', french, demoLanguage('fr')],
    ['Spanish', spanish, demoLanguage('es')],
  ] as const) {
    it(`${name}: one translation for every English sentence and word`, () => {
      expect(language.overview.openers).toHaveLength(ENGLISH.overview.openers.length);
      expect(language.overview.middles).toHaveLength(ENGLISH.overview.middles.length);
      expect(language.overview.closers).toHaveLength(ENGLISH.overview.closers.length);
      expect(language.taglines).toHaveLength(ENGLISH.taglines.length);
      expect(language.episodes.words).toHaveLength(EPISODE_WORDS.length);
      expect(language.episodes.finales).toHaveLength(ENGLISH.episodes.finales.length);
      expect(language.biography.openers).toHaveLength(BIO_OPENERS.length);
      expect(language.biography.sentences).toHaveLength(BIO_SENTENCES.length);
      expect(words.THINGS).toHaveLength(NOUNS.length);
      expect(words.ROLES).toHaveLength(ROLES.length);
      expect(words.PLACES).toHaveLength(PLACES.length);
      expect(Object.keys(words.JOBS).sort()).toEqual(Object.keys(JOB_BY_DEPARTMENT).sort());
      const nationalities = [...BIRTH_PLACES.map(([, n]) => n), 'South Korean', 'Japanese'];
      for (const nationality of nationalities)
        expect(words.NATIONALITIES[nationality], nationality).toBeDefined();
      // A year is asked for by the same openers in every language (the ones left out without a birth year).
      BIO_OPENERS.forEach((opener, i) => {
        expect(language.biography.openers[i]?.includes('{year}')).toBe(opener.includes('{year}'));
      });
    });
  }
});

describe('the demo catalogue in French and Spanish', () => {
  it('tells the same titles in French: same ids, dates, votes, pictures and original title, French texts', async () => {
    const fr = catalogue.inLocale('fr');
    for (const id of movieIds) {
      const [en, local] = await Promise.all([catalogue.details('movie', id), fr.details('movie', id)]);
      const { overview, tagline, genres, title, ...facts } = local;
      const { overview: enOverview, tagline: enTagline, genres: enGenres, title: enTitle, ...enFacts } = en;
      expect(facts).toEqual(enFacts);
      expect(local.original_title).toBe(en.original_title);
      expect(overview).not.toBe(enOverview);
      expect(overview).not.toMatch(TEMPLATE_SLOT);
      expect(tagline === '').toBe(enTagline === '');
      expect(genres).toEqual(enGenres.map((g) => ({ id: g.id, name: genreNamesOf('fr')[g.id] })));
    }
  });

  it('writes the same French every time (a second catalogue of the same seed and day agrees)', async () => {
    const again = createDemoCatalogue({ now: () => NOW }).inLocale('fr');
    const fr = catalogue.inLocale('fr');
    for (const id of tvIds.slice(0, 10))
      expect(await again.details('tv', id)).toEqual(await fr.details('tv', id));
    expect(await again.person(personIds[3]!)).toEqual(await fr.person(personIds[3]!));
  });

  it('names seasons and episodes in Spanish, with no slot left unfilled', async () => {
    const es = catalogue.inLocale('es');
    for (const id of tvIds) {
      const show = await es.details('tv', id);
      expect(show.overview).not.toMatch(TEMPLATE_SLOT);
      for (const season of show.seasons ?? []) {
        expect(season.name).toBe(`Temporada ${season.season_number}`);
        const detail = await es.season(id, season.season_number);
        for (const episode of detail.episodes) {
          expect(`${episode.name} ${episode.overview}`).not.toMatch(TEMPLATE_SLOT);
        }
      }
    }
    const english = await catalogue.season(tvIds[0]!, 1);
    const spanishSeason = await es.season(tvIds[0]!, 1);
    expect(spanishSeason.episodes.map((e) => e.id)).toEqual(english.episodes.map((e) => e.id));
    expect(spanishSeason.episodes.map((e) => e.name)).not.toEqual(english.episodes.map((e) => e.name));
  });

  it('writes biographies in French, a real director included, with no slot left unfilled', async () => {
    const fr = catalogue.inLocale('fr');
    for (const id of personIds) {
      const [en, local] = await Promise.all([catalogue.person(id), fr.person(id)]);
      expect(local.biography === '').toBe(en.biography === '');
      expect(local.biography).not.toMatch(TEMPLATE_SLOT);
      if (en.biography) expect(local.biography).not.toBe(en.biography);
    }
    const director = await fr.person(TOP_DIRECTORS[0]!.id);
    expect(director.biography).toMatch(/^Dans ce catalogue de démonstration, .+ signe la réalisation de /);
  });

  it('gives a title its local release name where it has one, keeping the original title', async () => {
    const fr = catalogue.inLocale('fr');
    const page = await fr.trending('movie');
    const english = await catalogue.trending('movie');
    const renamed = page.results.filter((item, i) => item.title !== english.results[i]?.title);
    expect(renamed.length).toBeGreaterThan(page.results.length / 2);
    expect(page.results.map((item) => item.original_title)).toEqual(
      english.results.map((item) => item.original_title),
    );
    // A Japanese title reads in Japanese in Japanese.
    const anime = (await catalogue.inLocale('ja').browse('anime', 'tv', 'popular')).results[0];
    expect(anime?.name).toBe(anime?.original_name);
  });

  it('puts a dubbed trailer first for most titles with a trailer, and leaves the English videos as they are', async () => {
    const fr = catalogue.inLocale('fr');
    let dubbed = 0;
    let withTrailer = 0;
    for (const id of movieIds) {
      const [en, local] = await Promise.all([catalogue.videos('movie', id), fr.videos('movie', id)]);
      expect(en.every((v) => v.iso_639_1 === 'en')).toBe(true);
      expect(local.slice(local.length - en.length)).toEqual(en);
      if (en.some((v) => v.type === 'Trailer')) withTrailer++;
      if (local[0]?.iso_639_1 === 'fr') {
        dubbed++;
        expect(local[0]).toMatchObject({ type: 'Trailer', iso_3166_1: 'FR', site: 'YouTube' });
      }
    }
    expect(dubbed).toBeGreaterThan(withTrailer / 2);
    expect(dubbed).toBeLessThan(withTrailer);
  });
});

describe('the other locales', () => {
  it('name genres and seasons in every shipped locale; German prose stays English', async () => {
    const showId = tvIds[1]!;
    const en = await catalogue.details('tv', showId);
    for (const locale of LOCALES) {
      const show = await catalogue.inLocale(locale).details('tv', showId);
      expect(show.genres.map((g) => g.name)).toEqual(en.genres.map((g) => genreNamesOf(locale)[g.id]));
    }
    const de = await catalogue.inLocale('de').details('tv', showId);
    expect(de.overview).toBe(en.overview);
    expect(de.seasons?.[0]?.name).toBe('Staffel 1');
    expect((await catalogue.inLocale('ja').details('tv', showId)).seasons?.[0]?.name).toBe('シーズン1');
  });

  it('is itself in English', () => {
    expect(catalogue.inLocale('en')).toBe(catalogue);
  });
});
