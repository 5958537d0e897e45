import type { Locale } from '@kinora/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueInLanguage } from '../src/services/catalogue/catalogue-language';
import { recommend } from '../src/services/chat/recommender/recommend';
import { ANONYMOUS_VIEWER } from '../src/services/chat/recommender/viewer';
import { COMEDY, HORROR, ROMANCE } from './recommender/ids';
import { demoWorld, type World } from './recommender/world';

/**
 * Issue 28: the built-in recommender understands French and Spanish questions and answers in the viewer's
 * language (the one the request's catalogue reads in), while English questions and answers stay as they were.
 */

const DAY = Date.UTC(2026, 5, 15, 12);
let world: World;
beforeAll(async () => {
  world = await demoWorld(DAY);
}, 60_000);

const ask = (locale: Locale, query: string) =>
  recommend({ catalogue: catalogueInLanguage(world.catalogue, locale), now: world.now }, ANONYMOUS_VIEWER, {
    query,
  });
const hasGenre = (id: number) => (t: { genre_ids?: number[] }) => (t.genre_ids ?? []).includes(id);

describe('the built-in recommender in French and Spanish', () => {
  it('"une comédie qui fait du bien": feel-good comedies, said in French', async () => {
    const answer = await ask('fr', 'une comédie qui fait du bien');
    expect(answer.titles.length).toBeGreaterThan(0);
    expect(answer.titles.every(hasGenre(COMEDY))).toBe(true);
    expect(answer.introText).toMatch(/^Films \(comédie, qui fait du bien\) : en voici \d+\./);
  });

  it('"un film d\'horreur des années 80": 1980s horror movies, said in French', async () => {
    const answer = await ask('fr', "Un film d'HORREUR des années 80");
    expect(answer.contentType).toBe('movie');
    expect(answer.titles.length).toBeGreaterThan(0);
    expect(answer.titles.every(hasGenre(HORROR))).toBe(true);
    for (const t of answer.titles) expect(t.release_date?.slice(0, 3)).toBe('198');
    expect(answer.introText).toMatch(/^Films \(horreur, années 1980\)/);
  });

  it('"una comedia romántica": romantic comedies, said in Spanish', async () => {
    const answer = await ask('es', 'una comedia romantica');
    expect(answer.titles.length).toBeGreaterThan(0);
    expect(answer.titles.every((t) => hasGenre(ROMANCE)(t) && hasGenre(COMEDY)(t))).toBe(true);
    expect(answer.introText).toMatch(/^Películas \(romance, comedia\): aquí tienes \d+\./);
  });

  it("a question it cannot read gets its help in the viewer's language", async () => {
    const fr = await ask('fr', 'blorp zorgle');
    expect(fr.nothingFound).toMatch(
      /^Je n’ai pas compris ce que vous cherchez avec « blorp zorgle »\. Demandez/,
    );
    const es = await ask('es', 'blorp zorgle');
    expect(es.nothingFound).toMatch(/^No he entendido qué buscas con «blorp zorgle»\. Pide/);
  });

  it('English stays English, word for word', async () => {
    const answer = await ask('en', 'a feel-good comedy');
    expect(answer.introText).toMatch(/^Feel-good comedy movies: /);
    const lost = await ask('en', 'blorp zorgle');
    expect(lost.nothingFound).toBe(
      'I couldn\'t tell what you\'re looking for from "blorp zorgle". Ask for a genre or a mood ("something scary"), a title ("like Inception"), a person, a decade, movies or TV shows.',
    );
  });
});
