import type { ChatTitle, Locale } from '@kinora/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION, COMEDY, CRIME, HORROR, SCIFI, WAR } from '../../../../test/recommender/ids';
import { demoWorld, type World } from '../../../../test/recommender/world';
import { catalogueInLanguage } from '../../catalogue/catalogue-language';
import { understand } from './conversation';
import { recommend } from './recommend';
import { ANONYMOUS_VIEWER } from './viewer';

/**
 * Issue 28: German, Brazilian Portuguese, Japanese, Korean and Arabic questions are read as well as French and
 * Spanish ones. For each language: a genre, a title to compare with, a decade, and a kind (shows or movies),
 * checked on what the question was read as and on the picks it gives from the demo catalogue, which answers in
 * the viewer's language (titles included: a Japanese viewer sees, and types, the Japanese titles).
 */

const DAY = Date.UTC(2026, 5, 15, 12);
const YEAR = 2026;
let world: World;
beforeAll(async () => {
  world = await demoWorld(DAY);
}, 60_000);

/** The catalogue as a request in `locale` reads it. */
const catalogueIn = (locale: Locale) => catalogueInLanguage(world.catalogue, locale);
const intentOf = async (locale: Locale, query: string) =>
  (await understand(catalogueIn(locale), query, [], YEAR)).intent;
const ask = (locale: Locale, query: string) =>
  recommend({ catalogue: catalogueIn(locale), now: world.now }, ANONYMOUS_VIEWER, { query });
const hasGenre = (id: number) => (t: ChatTitle) => (t.genre_ids ?? []).includes(id);
const yearOf = (t: ChatTitle) => Number((t.release_date ?? t.first_air_date ?? '').slice(0, 4));

type Case = {
  locale: Locale;
  genre: { query: string; concept: string; id: number; intro: RegExp };
  like: (title: string) => string;
  decade: { query: string; from: number; id: number };
  show: { query: string; id: number };
  movie: { query: string; id: number };
};

const CASES: Case[] = [
  {
    locale: 'de',
    genre: {
      query: 'Ich suche eine lustige Komödie',
      concept: 'comedy',
      id: COMEDY,
      intro: /^Filme \(Komödie\): \d+ Vorschläge\./,
    },
    like: (title) => `Filme wie ${title}`,
    decade: { query: 'Horrorfilme aus den 80er Jahren', from: 1980, id: HORROR },
    show: { query: 'eine gute Krimiserie', id: CRIME },
    movie: { query: 'Kriegsfilme bitte', id: WAR },
  },
  {
    locale: 'pt-BR',
    genre: {
      query: 'quero um filme de ação',
      concept: 'action',
      id: ACTION,
      intro: /^Filmes \(ação\): aqui vão \d+\./,
    },
    like: (title) => `filmes parecidos com ${title}`,
    decade: { query: 'filmes de terror da década de 80', from: 1980, id: HORROR },
    show: { query: 'um seriado policial', id: CRIME },
    movie: { query: 'um filme de guerra', id: WAR },
  },
  {
    locale: 'ja',
    genre: {
      query: 'ホラー映画が見たい',
      concept: 'horror',
      id: HORROR,
      intro: /^映画（ホラー）：\d+作品をご紹介します。/,
    },
    like: (title) => `${title}みたいな映画`,
    decade: { query: '80年代のコメディ映画', from: 1980, id: COMEDY },
    show: { query: '犯罪ドラマを見たい', id: CRIME },
    movie: { query: 'おすすめのSF映画', id: SCIFI },
  },
  {
    locale: 'ko',
    genre: {
      query: '코미디 영화 추천해줘',
      concept: 'comedy',
      id: COMEDY,
      intro: /^영화\(코미디\): \d+편을 추천해요\./,
    },
    like: (title) => `${title} 같은 영화`,
    decade: { query: '90년대 공포 영화', from: 1990, id: HORROR },
    show: { query: '범죄 드라마 보고 싶어', id: CRIME },
    movie: { query: '전쟁 영화', id: WAR },
  },
  {
    locale: 'ar',
    genre: {
      query: 'أريد فيلمًا من أفلام الرعب',
      concept: 'horror',
      id: HORROR,
      intro: /^أفلام \(رعب\): إليك /,
    },
    like: (title) => `أفلام مثل ${title}`,
    decade: { query: 'أفلام كوميدية من الثمانينات', from: 1980, id: COMEDY },
    show: { query: 'أبحث عن المسلسلات البوليسية', id: CRIME },
    movie: { query: 'أفلام الحرب', id: WAR },
  },
];

describe.each(CASES)('the built-in recommender reads $locale', (c) => {
  it(`a genre: "${c.genre.query}"`, async () => {
    expect((await intentOf(c.locale, c.genre.query)).genres).toEqual([c.genre.concept]);
    const answer = await ask(c.locale, c.genre.query);
    expect(answer.titles.length).toBeGreaterThan(0);
    expect(answer.titles.every(hasGenre(c.genre.id))).toBe(true);
    expect(answer.introText).toMatch(c.genre.intro);
  });

  it('a title to compare with, named as the viewer sees it', async () => {
    const ref = world.refs.movie;
    const seen = await catalogueIn(c.locale).details('movie', ref.id);
    const query = c.like(seen.title as string);
    expect((await intentOf(c.locale, query)).reference).toMatchObject({ id: ref.id, media: 'movie' });
    const answer = await ask(c.locale, query);
    expect(answer.titles.length).toBeGreaterThan(0);
    const related = new Set(
      [
        ...(await world.catalogue.recommendations('movie', ref.id)).results,
        ...(await world.catalogue.similar('movie', ref.id)).results,
      ].map((t) => t.id),
    );
    for (const t of answer.titles) {
      expect(t.id).not.toBe(ref.id);
      expect(related.has(t.id) || (t.genre_ids ?? []).some((g) => ref.genre_ids?.includes(g))).toBe(true);
    }
    expect(answer.introText).toContain(seen.title);
    // A title the catalogue lacks is named back: the words before or after it said it was a title.
    expect((await intentOf(c.locale, c.like('Zorblat Quux'))).unknownNames).toEqual(['zorblat quux']);
  });

  it(`a decade: "${c.decade.query}"`, async () => {
    const { from } = c.decade;
    expect((await intentOf(c.locale, c.decade.query)).era).toMatchObject({ from, to: from + 9 });
    const answer = await ask(c.locale, c.decade.query);
    expect(answer.titles.length).toBeGreaterThan(0);
    for (const t of answer.titles) expect(yearOf(t)).toBeGreaterThanOrEqual(from);
    for (const t of answer.titles) expect(yearOf(t)).toBeLessThanOrEqual(from + 9);
    expect(answer.titles.every(hasGenre(c.decade.id))).toBe(true);
  });

  it(`shows or movies: "${c.show.query}", "${c.movie.query}"`, async () => {
    expect((await intentOf(c.locale, c.show.query)).media).toBe('tv');
    expect((await intentOf(c.locale, c.movie.query)).media).toBe('movie');
    const shows = await ask(c.locale, c.show.query);
    expect(shows.contentType).toBe('tv');
    expect(shows.titles.length).toBeGreaterThan(0);
    expect(shows.titles.every((t) => t.media_type === 'tv' && hasGenre(c.show.id)(t))).toBe(true);
    const movies = await ask(c.locale, c.movie.query);
    expect(movies.contentType).toBe('movie');
    expect(movies.titles.length).toBeGreaterThan(0);
    expect(movies.titles.every((t) => t.media_type === 'movie' && hasGenre(c.movie.id)(t))).toBe(true);
  });
});
