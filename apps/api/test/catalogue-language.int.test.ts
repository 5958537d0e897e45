import type { Locale } from '@kinora/domain';
import { createDemoCatalogue } from '@kinora/tmdb';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema';
import { checkAlerts } from '../src/services/alerts/check-alerts';
import { catalogueInLanguage } from '../src/services/catalogue/catalogue-language';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';
import { fakeWebBuild } from './helpers/web-build';

/** The catalogue in the viewer's language (docs/decisions/015-catalogue-language.md), on the demo catalogue. */

let t: TestApp;
let agent: Agent;
let userId: string;
let movieId: number;
const demo = createDemoCatalogue({ now: () => Date.now() });
const expected = (locale: Locale) => demo.inLocale(locale).details('movie', movieId);

const restDetails = async (headers: Record<string, string> = {}) => {
  const reply = await agent.get(`/api/v1/movies/details/${movieId}`, headers);
  expect(reply.status).toBe(200);
  return reply.body.content as { overview: string; genres: { name: string }[]; original_title: string };
};
const trpcDetails = async (headers: Record<string, string> = {}) => {
  const input = encodeURIComponent(JSON.stringify({ media: 'movie', id: movieId }));
  const reply = await agent.get(`/trpc/catalogue.details?input=${input}`, headers);
  expect(reply.status).toBe(200);
  return reply.body.result.data as { overview: string; genres: { name: string }[] };
};

async function setProfileLanguage(language: Locale | null) {
  await t.app.deps.db.update(profiles).set({ language }).where(eq(profiles.id, userId));
  t.app.deps.sessionCache.evictUser(userId);
}

describe.skipIf(skipDatabaseSuite)('the catalogue answers in the viewer language', () => {
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
    const signedIn = await signedInAgent(t.app, 'polyglot');
    agent = signedIn.agent;
    userId = signedIn.user.id;
    movieId = (await agent.get('/api/v1/movies/trending')).body.content[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers English when nothing asks for another language', async () => {
    const english = await expected('en');
    for (const answer of [await restDetails(), await trpcDetails()]) {
      expect(answer.overview).toBe(english.overview);
      expect(answer.genres.map((g) => g.name)).toEqual(english.genres.map((g) => g.name));
    }
  });

  it('answers French to Accept-Language: fr on both doors, keeping the original title', async () => {
    const [english, french] = await Promise.all([expected('en'), expected('fr')]);
    expect(french.overview).not.toBe(english.overview);
    for (const answer of [
      await restDetails({ 'accept-language': 'fr' }),
      await trpcDetails({ 'accept-language': 'fr' }),
    ]) {
      expect(answer.overview).toBe(french.overview);
      expect(answer.genres.map((g) => g.name)).toEqual(french.genres.map((g) => g.name));
    }
    expect((await restDetails({ 'accept-language': 'fr-CA,en;q=0.5' })).original_title).toBe(
      english.original_title,
    );
    // The French answer did not stay in the cache for English viewers.
    expect((await restDetails()).overview).toBe(english.overview);
  });

  it("answers in the profile's language whatever the browser asks, and follows the browser again once it is unset", async () => {
    const [french, spanish] = await Promise.all([expected('fr'), expected('es')]);
    await setProfileLanguage('fr');
    expect((await restDetails()).overview).toBe(french.overview);
    expect((await trpcDetails({ 'accept-language': 'es' })).overview).toBe(french.overview);
    await setProfileLanguage(null);
    expect((await restDetails({ 'accept-language': 'es' })).overview).toBe(spanish.overview);
  });

  it("prefetches a signed-in page's answers in the page's language (the home's trending row)", async () => {
    const prefetchedTrending = async (headers: Record<string, string>) => {
      const html = String((await agent.get('/', headers)).raw.body);
      const json = html.match(/<script id="kinora-prefetch" type="application\/json">(.*?)<\/script>/)?.[1];
      const queries = JSON.parse(json ?? '[]') as { path: string; data: { results: { title: string }[] } }[];
      return queries.find((q) => q.path === 'catalogue.trending')?.data.results.map((item) => item.title);
    };
    const titles = async (locale: Locale) => (await demo.inLocale(locale).trending('movie')).results;
    const [english, french] = [await titles('en'), await titles('fr')];
    expect(french.map((m) => m.title)).not.toEqual(english.map((m) => m.title));
    const inFrench = await prefetchedTrending({ 'accept-language': 'fr' });
    expect(inFrench?.length).toBeGreaterThan(0);
    expect(french.map((m) => m.title)).toEqual(expect.arrayContaining(inFrench ?? []));
    const inEnglish = await prefetchedTrending({});
    expect(english.map((m) => m.title)).toEqual(expect.arrayContaining(inEnglish ?? []));
  });

  it('reads in the language of a request with a body too (a tRPC mutation): the list keeps the French title', async () => {
    const trending = (await demo.trending('movie')).results;
    const french = (await demo.inLocale('fr').trending('movie')).results;
    const renamed = french.find((item, i) => item.title !== trending[i]?.title);
    if (!renamed) throw new Error('no demo title has a French name on the first trending page');
    const added = await agent.request('POST', '/trpc/watchlist.add', {
      body: { type: 'movie', id: renamed.id },
      headers: { 'accept-language': 'fr' },
    });
    expect(added.status).toBe(200);
    const listed = (await agent.query('watchlist.list')).data as { id: number; title: string }[];
    expect(listed.find((item) => item.id === renamed.id)?.title).toBe(renamed.title);
  });

  it("names a followed title in the profile's language in its alerts (a job, outside any request)", async () => {
    const { agent: fan, user } = await signedInAgent(t.app, 'alertfan');
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const french = demo.inLocale('fr');
    const candidates = (await demo.movieList('now_playing')).results.filter(
      (m) => m.release_date && m.release_date >= weekAgo && m.release_date <= today,
    );
    const local = await Promise.all(candidates.map((m) => french.details('movie', m.id)));
    const movie = local.find((m, i) => m.title !== candidates[i]?.title);
    if (!movie) throw new Error('no demo movie released this week has a French name');
    await t.app.deps.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.id, user.id));
    t.app.deps.sessionCache.evictUser(user.id);
    expect((await fan.mutate('watchlist.add', { type: 'movie', id: movie.id })).status).toBe(200);
    await checkAlerts(t.app.deps);
    const inbox = (await fan.get('/api/v1/user/notifications')).body as { content: { title: string }[] };
    expect(inbox.content.map((n) => n.title)).toContain(movie.title);
  });

  it("matches a file's English titles for a viewer who reads French (a Letterboxd diary, an anime)", async () => {
    const anime = (await demo.browse('anime', 'movie', 'popular')).results.find((m) => m.release_date);
    if (!anime?.title || !anime.release_date) throw new Error('the demo has no dated anime film');
    expect((await demo.inLocale('fr').details('movie', anime.id)).title).not.toBe(anime.title);
    const diary = [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      `2024-01-03,"${anime.title}",${anime.release_date.slice(0, 4)},https://boxd.it/a,4,,,2024-01-02`,
    ].join('\n');
    const reply = await agent.request('POST', '/api/v1/user/import?name=diary.csv', {
      rawBody: `${diary}\n`,
      headers: { 'content-type': 'text/csv', 'accept-language': 'fr' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.report).toMatchObject({ imported: { watchHistory: 1 }, notImportedCount: 0 });
  });

  it('lets work outside a request (a job) choose its language, and reads English without one', async () => {
    const { catalogue } = t.app.deps;
    const [english, spanish] = await Promise.all([expected('en'), expected('es')]);
    expect((await catalogue.details('movie', movieId)).overview).toBe(english.overview);
    const inSpanish = await catalogueInLanguage(catalogue, 'es').details('movie', movieId);
    expect(inSpanish.overview).toBe(spanish.overview);
  });
});
