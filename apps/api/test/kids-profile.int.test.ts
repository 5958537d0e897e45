import {
  AppError,
  BROWSE_KINDS,
  BROWSE_LISTS,
  type CatalogueItem,
  KIDS_MAX_RATINGS,
  KIDS_MESSAGES,
  type MediaType,
  MOVIE_CATEGORIES,
  type PersonListItem,
  TV_CATEGORIES,
} from '@kinora/domain';
import { createDemoCatalogue, DEMO_COUNTS, DEMO_ID_BASE, ratingWithin } from '@kinora/tmdb';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions } from '../src/db/schema';
import { toActiveProfile } from '../src/services/users/public-user';
import { prefetchHomeQueries } from '../src/trpc/home-prefetch';
import { optInToAdultContent, signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { findDemoMovie, onePage, picturedTitle } from './helpers/catalogue';
import { skipDatabaseSuite } from './helpers/database';
import { type OpenAiMock, startOpenAiMock } from './helpers/openai-mock';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A title as a list shows it: enough to judge it by the kids rule. */
type Shown = { id: number; media: MediaType; adult?: boolean };
type Listing = { route: string; titles: Shown[] };

const SEGMENT: Readonly<Record<MediaType, string>> = { movie: 'movies', tv: 'tv' };
const HOSTED_MODEL = 'deepseek-r1';
/** Left unconfigured, so the built-in recommender answers. */
const BUILT_IN_MODEL = 'gemini-2.0-flash';

let mock: OpenAiMock;
let t: TestApp;
let app: FastifyInstance;
/** An ordinary profile that opted in to adult titles: it sees what the kids profile must not. */
let grown: Agent;
let kid: Agent;
let kidProfileId: string;
let grownUserId: string;

/** The rule, read straight from the catalogue: no adult title, a US rating at most KIDS_MAX_RATINGS. */
async function fitsKids(title: Shown): Promise<boolean> {
  if (title.adult) return false;
  const rating = await app.deps.catalogue.certification(title.media, title.id);
  return ratingWithin(title.media, rating, KIDS_MAX_RATINGS[title.media]);
}

async function unfitIn(listings: Listing[]): Promise<string[]> {
  const out: string[] = [];
  for (const { route, titles } of listings) {
    for (const title of titles) {
      if (!(await fitsKids(title))) out.push(`${route}: ${title.media} ${title.id}`);
    }
  }
  return out;
}

/** The account's main profile stays; a kids profile is added and the agent's session switched to it. */
async function switchToKidsProfile(userId: string): Promise<string> {
  const [row] = await app.deps.db
    .insert(profiles)
    .values({ userId, name: 'Little one', avatar: 'ocean', kids: true, position: 1 })
    .returning({ id: profiles.id });
  if (!row) throw new Error('no kids profile made');
  await app.deps.db.update(sessions).set({ profileId: row.id }).where(eq(sessions.userId, userId));
  app.deps.sessionCache.evictUser(userId);
  return row.id;
}

/** The first demo title of a media whose rating (and adult flag) passes `wanted`, with a picture. */
async function findDemoTitle(media: MediaType, wanted: (rating: string | null) => boolean) {
  const base = media === 'movie' ? DEMO_ID_BASE.MOVIE : DEMO_ID_BASE.TV;
  const count = media === 'movie' ? DEMO_COUNTS.MOVIES : DEMO_COUNTS.TV;
  for (let index = 0; index < count; index++) {
    const detail = await app.deps.catalogue.details(media, base + index);
    if (detail.adult || !detail.poster_path) continue;
    if (wanted(await app.deps.catalogue.certification(media, detail.id))) {
      return { id: detail.id, media, title: detail.title ?? detail.name ?? '', detail };
    }
  }
  throw new Error(`no demo ${media} has the rating this test needs`);
}

const asShown = (media: MediaType) => (item: { id: number; adult?: boolean }) => ({
  id: item.id,
  media,
  adult: item.adult,
});
const ownShown = (item: { id: number; adult?: boolean; media_type?: string }): Shown => ({
  id: item.id,
  media: item.media_type as MediaType,
  adult: item.adult,
});
type Person = { known_for?: { id: number; adult?: boolean; media_type?: string }[] };
const knownFor = (people: Person[]) => people.flatMap((p) => (p.known_for ?? []).map(ownShown));

/** The web app's chat subscription, as its EventSource asks; the titles of its final answer. */
async function askOverSse(agent: Agent, query: string, model?: string): Promise<Shown[]> {
  const input = { query, requestId: `kids-${Math.random().toString(36).slice(2, 12)}`, aimodel: model };
  const params = new URLSearchParams({ input: JSON.stringify(input) });
  params.set('connectionParams', JSON.stringify({ xsrf: agent.cookies.get('XSRF-TOKEN') }));
  const reply = await agent.get(`/trpc/chat.ask?${params}`, { accept: 'text/event-stream' });
  const events = String(reply.raw.body)
    .split('\n\n')
    .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
    .map((line) => {
      try {
        return JSON.parse(line.slice('data: '.length)) as { type?: string; answer?: { titles: [] } };
      } catch {
        return {};
      }
    });
  const done = events.find((event) => event.type === 'done');
  if (!done?.answer) throw new Error(`the chat did not finish: ${String(reply.raw.body).slice(0, 300)}`);
  return done.answer.titles.map(ownShown);
}

type Probe = { similar: Shown[]; searches: string[]; people: string[]; personIds: number[] };

/** Every list of titles the catalogue routes answer, on both doors, as this agent sees them. */
async function walkLists(agent: Agent, probe: Probe) {
  const listings: Listing[] = [];
  const both = async (
    route: string,
    restPath: string,
    restTitles: (body: any) => Shown[],
    procedure: string,
    input: unknown,
    trpcTitles: (data: any) => Shown[],
  ) => {
    const rest = await agent.get(restPath);
    expect(rest.status, restPath).toBe(200);
    listings.push({ route: `REST ${restPath}`, titles: rest.body.success ? restTitles(rest.body) : [] });
    const trpc = await agent.query(procedure, input);
    expect(trpc.status, `${procedure} ${JSON.stringify(input)}`).toBe(200);
    listings.push({ route: `tRPC ${route}`, titles: trpcTitles(trpc.data) });
  };
  for (const media of ['movie', 'tv'] as const) {
    const seg = SEGMENT[media];
    const shown = asShown(media);
    await both(
      `trending ${media}`,
      `/api/v1/${seg}/trending`,
      (b) => b.content.map(shown),
      'catalogue.trending',
      { media },
      (d) => d.results.map(shown),
    );
    for (const category of media === 'movie' ? MOVIE_CATEGORIES : TV_CATEGORIES) {
      await both(
        `category ${media} ${category}`,
        `/api/v1/${seg}/category/${category}`,
        (b) => b.content.map(shown),
        'catalogue.category',
        { media, category },
        (d) => d.results.map(shown),
      );
    }
    for (const kind of BROWSE_KINDS) {
      for (const list of BROWSE_LISTS) {
        await both(
          `browse ${kind} ${media} ${list}`,
          `/api/v1/${seg}/${kind}/${list}`,
          (b) => b.content.map(shown),
          'catalogue.browse',
          { kind, media, list },
          (d) => d.results.map(shown),
        );
      }
    }
    for (const query of probe.searches) {
      await both(
        `search ${media} ${query}`,
        `/api/v1/search/${media}/${encodeURIComponent(query)}`,
        (b) => b.content.map(shown),
        'catalogue.search',
        { type: media, query },
        (d) => d.results.map(shown),
      );
    }
  }
  for (const title of probe.similar) {
    await both(
      `similar ${title.media} ${title.id}`,
      `/api/v1/${SEGMENT[title.media]}/similar/${title.id}`,
      (b) => b.content.map(asShown(title.media)),
      'catalogue.similar',
      { media: title.media, id: title.id },
      (d) => d.results.map(asShown(title.media)),
    );
  }
  for (const query of probe.people) {
    await both(
      `search people ${query}`,
      `/api/v1/search/people/${encodeURIComponent(query)}`,
      (b) => knownFor(b.content),
      'catalogue.search',
      { type: 'person', query },
      (d) => knownFor(d.results),
    );
  }
  await both(
    'popular people',
    '/api/v1/search/person/popular',
    (b) => knownFor(b.content.results),
    'catalogue.popularPeople',
    {},
    (d) => knownFor(d.results),
  );
  for (const id of probe.personIds) {
    await both(
      `person credits ${id}`,
      `/api/v1/search/person/credits/${id}`,
      (b) => [...b.content.cast, ...b.content.crew].map(ownShown),
      'catalogue.personCredits',
      { id },
      (d) => [...d.cast, ...d.crew].map(ownShown),
    );
  }
  const picksOf = (picks: { becauseYouWatched: { items: [] } | null; moreLikeYourList: [] }) => [
    ...(picks.becauseYouWatched?.items ?? []),
    ...picks.moreLikeYourList,
  ];
  await both(
    'picks',
    '/api/v1/user/picks',
    (b) => picksOf(b.picks).map(ownShown),
    'catalogue.picks',
    undefined,
    (d) => picksOf(d).map(ownShown),
  );
  for (const query of ['a scary movie', 'a crime show', 'something like a thriller']) {
    const rest = await agent.post('/api/v1/chat/movie/llm', { query, aimodel: BUILT_IN_MODEL });
    expect(rest.status).toBe(200);
    listings.push({ route: `REST chat ${query}`, titles: (rest.body.content ?? []).map(ownShown) });
    listings.push({ route: `tRPC chat ${query}`, titles: await askOverSse(agent, query, BUILT_IN_MODEL) });
  }
  return listings;
}

describe.skipIf(skipDatabaseSuite)(
  'a kids profile sees only titles for kids, on every route and both doors',
  () => {
    let probe: Probe;
    let rated: { movie: Shown & { title: string }; tv: Shown & { title: string } };
    let adultMovie: Shown & { title: string };
    let fitting: { movie: Shown & { title: string }; tv: Shown & { title: string; seasons: number[] } };

    beforeAll(async () => {
      mock = await startOpenAiMock();
      t = await createTestApp({
        LLM_DEEPSEEK_API_KEY: 'sk-test-deepseek-0123456789',
        LLM_DEEPSEEK_BASE_URL: mock.baseUrl,
        LLM_DEEPSEEK_MODEL: 'mock-deepseek-r1',
        LLM_USER_PER_MIN: '1000',
        LLM_USER_PER_DAY: '100000',
        CHAT_BUILTIN_PER_MIN: '1000',
      });
      app = t.app;
      const grownUp = await signedInAgent(app, 'grown');
      grown = grownUp.agent;
      grownUserId = grownUp.user.id;
      await optInToAdultContent(app, grownUserId);
      const child = await signedInAgent(app, 'kid');
      kid = child.agent;
      kidProfileId = await switchToKidsProfile(child.user.id);

      const r = await findDemoTitle('movie', (rating) => rating === 'R');
      const ma = await findDemoTitle('tv', (rating) => rating === 'TV-MA');
      rated = { movie: r, tv: ma };
      const adult = await findDemoMovie(app, (m) => Boolean(m.adult && (m.poster_path || m.backdrop_path)));
      adultMovie = { id: adult.id, media: 'movie', adult: true, title: adult.title };
      const pg = await findDemoTitle('movie', (rating) => rating === 'PG' || rating === 'G');
      const tvg = await findDemoTitle('tv', (rating) => ratingWithin('tv', rating, KIDS_MAX_RATINGS.tv));
      fitting = {
        movie: pg,
        tv: { ...tvg, seasons: (tvg.detail.seasons ?? []).map((s) => s.season_number).filter((n) => n >= 1) },
      };

      // The same watch-later list on both profiles, so the picks rows have the same sources.
      const trending = (await grown.get('/api/v1/movies/trending')).body.content as { id: number }[];
      for (const { id } of trending.slice(0, 4)) {
        expect((await grown.put(`/api/v1/movies/addWatch/${id}`)).status).toBe(200);
        expect((await kid.put(`/api/v1/movies/addWatch/${id}`)).status).toBe(200);
      }
      const people = (await grown.get('/api/v1/search/person/popular')).body.content.results as {
        id: number;
        name: string;
      }[];
      probe = {
        similar: [fitting.movie, fitting.tv],
        searches: [rated.movie.title, rated.tv.title, adultMovie.title].map(
          (title) => title.split(' ').sort((a, b) => b.length - a.length)[0] ?? title,
        ),
        people: people.slice(0, 2).map((p) => p.name),
        personIds: people.slice(0, 3).map((p) => p.id),
      };
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await mock?.close();
    });

    it('the session acts as the kids profile', async () => {
      const check = await kid.get('/api/v1/auth/authcheck');
      expect(check.body.user.adultContent).toBe(false);
      const [row] = await app.deps.db.select().from(profiles).where(eq(profiles.id, kidProfileId));
      expect(row?.kids).toBe(true);
    });

    it('lists no adult title and none above the limit, where an ordinary profile sees some', async () => {
      const kidLists = await walkLists(kid, probe);
      expect(await unfitIn(kidLists)).toEqual([]);
      // Not vacuous: the kids profile still sees titles, and the same routes show the others plenty to leave out.
      const kidCount = kidLists.reduce((sum, l) => sum + l.titles.length, 0);
      expect(kidCount).toBeGreaterThan(50);
      const grownLists = await walkLists(grown, probe);
      const grownUnfit = await unfitIn(grownLists);
      const restRoutes = ['/trending', '/category/', '/anime/', '/kdrama/', '/search/movie/', '/search/tv/'];
      restRoutes.push(
        '/similar/',
        '/search/people/',
        '/person/popular',
        '/person/credits/',
        '/user/picks',
        ' chat ',
      );
      for (const route of restRoutes) {
        expect(
          grownUnfit.some((line) => line.startsWith('REST ') && line.includes(route)),
          route,
        ).toBe(true);
      }
      const procedures = [
        'trending',
        'category',
        'browse',
        'search movie',
        'search tv',
        'search people',
        'similar',
      ];
      procedures.push('popular people', 'person credits', 'picks', 'chat');
      for (const route of procedures) {
        expect(
          grownUnfit.some((line) => line.startsWith(`tRPC ${route}`)),
          route,
        ).toBe(true);
      }
      expect(grownUnfit.some((line) => line.includes(`movie ${adultMovie.id}`))).toBe(true);
    }, 120_000);

    it('answers a title above the limit, or an adult one, as not available on a kids profile (both doors)', async () => {
      for (const title of [rated.movie, rated.tv, adultMovie]) {
        const seg = SEGMENT[title.media];
        const paths = ['details', 'credits', 'similar', 'trailers', 'providers'].map(
          (p) => `/api/v1/${seg}/${p}/${title.id}`,
        );
        paths.push(`/preview/${title.media}/${title.id}`);
        for (const path of paths) {
          const refused = await kid.get(path);
          expect([path, refused.status, refused.body.message]).toEqual([
            path,
            404,
            KIDS_MESSAGES.TITLE_NOT_AVAILABLE,
          ]);
          expect((await grown.get(path)).status, path).toBe(200);
        }
        const input = { media: title.media, id: title.id };
        for (const procedure of ['details', 'credits', 'similar', 'trailers', 'watchProviders']) {
          const refused = await kid.query(`catalogue.${procedure}`, input);
          expect([procedure, refused.status, refused.error?.appCode, refused.error?.message]).toEqual([
            procedure,
            404,
            'NOT_FOUND',
            KIDS_MESSAGES.TITLE_NOT_AVAILABLE,
          ]);
          expect((await grown.query(`catalogue.${procedure}`, input)).status, procedure).toBe(200);
        }
      }
      const season = (await grown.get(`/api/v1/tv/details/${rated.tv.id}`)).body.content.seasons.find(
        (s: { season_number: number }) => s.season_number >= 1,
      ).season_number;
      const episodes = await kid.post('/api/v1/tv/episodes', { Id: rated.tv.id, Season: season });
      expect([episodes.status, episodes.body.message]).toEqual([404, KIDS_MESSAGES.TITLE_NOT_AVAILABLE]);
      const trpcEpisodes = await kid.query('catalogue.episodes', { id: rated.tv.id, season });
      expect(trpcEpisodes.error?.message).toBe(KIDS_MESSAGES.TITLE_NOT_AVAILABLE);
      expect((await grown.post('/api/v1/tv/episodes', { Id: rated.tv.id, Season: season })).status).toBe(200);
      const preview = await kid.get(`/preview/tv/${rated.tv.id}?season=${season}&episode=1`);
      expect(preview.status).toBe(404);
    });

    it("shows a kids profile only the fitting titles of someone else's public list, on both doors", async () => {
      const made = await grown.post('/api/v1/user/lists', { name: 'Mixed bag', public: true });
      const { id, slug } = made.body.list;
      for (const title of [rated.movie, fitting.movie, rated.tv, fitting.tv]) {
        const added = await grown.post(`/api/v1/user/lists/${id}/items`, {
          media_type: title.media,
          id: title.id,
        });
        expect(added.status).toBe(200);
      }
      const idsOf = (items: { media_type: string; id: number }[]) =>
        items.map((i) => `${i.media_type}:${i.id}`);
      const everyone = (await grown.get(`/api/v1/lists/${slug}`)).body.list.items;
      expect(idsOf(everyone)).toHaveLength(4);
      const fittingIds = [`movie:${fitting.movie.id}`, `tv:${fitting.tv.id}`];
      expect(idsOf((await kid.get(`/api/v1/lists/${slug}`)).body.list.items)).toEqual(fittingIds);
      expect(idsOf((await kid.query('lists.bySlug', { slug })).data?.items ?? [])).toEqual(fittingIds);
    });

    it('opens a title within the limit as usual', async () => {
      for (const title of [fitting.movie, fitting.tv]) {
        const seg = SEGMENT[title.media];
        for (const p of ['details', 'credits', 'similar', 'trailers', 'providers']) {
          expect((await kid.get(`/api/v1/${seg}/${p}/${title.id}`)).status, `${seg} ${p}`).toBe(200);
        }
        const details = await kid.query('catalogue.details', { media: title.media, id: title.id });
        expect(details.data.id).toBe(title.id);
        const preview = await kid.get(`/preview/${title.media}/${title.id}`);
        expect(preview.status).toBe(200);
        expect(String(preview.headers['content-type'])).toContain('text/html');
      }
      const season = fitting.tv.seasons[0];
      if (season !== undefined) {
        const episodes = await kid.post('/api/v1/tv/episodes', { Id: fitting.tv.id, Season: season });
        expect(episodes.status).toBe(200);
        expect(episodes.body.content.episodes.length).toBeGreaterThan(0);
      }
    });

    it("keeps the home page's first lists within the limit", async () => {
      const [kidRow] = await app.deps.db.select().from(profiles).where(eq(profiles.id, kidProfileId));
      const [grownRow] = await app.deps.db.select().from(profiles).where(eq(profiles.id, grownUserId));
      const titlesOf = async (row: typeof kidRow) => {
        const { queries } = await prefetchHomeQueries(app.deps, toActiveProfile(row!));
        const trending = queries.find((q) => q.path === 'catalogue.trending')?.data as { results: [] };
        const firstRow = queries.find((q) => q.path === 'catalogue.category')?.data as { results: [] };
        return [...trending.results, ...firstRow.results].map(asShown('movie'));
      };
      const kids = await titlesOf(kidRow);
      expect(kids.length).toBeGreaterThan(0);
      expect(await unfitIn([{ route: 'home', titles: kids }])).toEqual([]);
      expect((await unfitIn([{ route: 'home', titles: await titlesOf(grownRow) }])).length).toBeGreaterThan(
        0,
      );
    });

    it("leaves a hosted model's titles above the limit out of a kids profile's answer", async () => {
      const named = [rated.movie, fitting.movie].map((title) => ({ title: title.title, media: 'movie' }));
      mock.reply('mock-deepseek-r1', {
        content: JSON.stringify({ intro: 'Two picks.', contentType: 'movie', titles: named }),
      });
      const ask = async (agent: Agent) => {
        const rest = await agent.post('/api/v1/chat/movie/llm', {
          query: 'two movies',
          aimodel: HOSTED_MODEL,
        });
        const streamed = await askOverSse(agent, 'two movies', HOSTED_MODEL);
        return [(rest.body.content ?? []).map((c: Shown) => c.id), streamed.map((c) => c.id)];
      };
      expect(await ask(grown)).toEqual([
        [rated.movie.id, fitting.movie.id],
        [rated.movie.id, fitting.movie.id],
      ]);
      expect(await ask(kid)).toEqual([[fitting.movie.id], [fitting.movie.id]]);
    });

    it('refuses the adult fun pages and the adult-content switch to a kids profile, on both doors', async () => {
      const links = await kid.query('fun.adultLinks');
      expect([links.status, links.error?.appCode, links.error?.message]).toEqual([
        403,
        'FORBIDDEN',
        KIDS_MESSAGES.ADULT_PAGES,
      ]);
      expect((await grown.query('fun.adultLinks')).data.enabled).toBe(true);

      const rest = await kid.post('/api/v1/user/adultContent', { preference: true });
      expect([rest.status, rest.body.message]).toEqual([403, 'A kids profile cannot turn on adult content']);
      const trpc = await kid.mutate('account.setAdultContent', { preference: true });
      expect([trpc.status, trpc.error?.appCode, trpc.error?.message]).toEqual([
        403,
        'FORBIDDEN',
        'A kids profile cannot turn on adult content',
      ]);
      expect((await kid.get('/api/v1/user/getadultPreference')).body.pref).toBe(false);
      const [row] = await app.deps.db.select().from(profiles).where(eq(profiles.id, kidProfileId));
      expect(row?.adultContent).toBe(false);
      // Turning it off stays allowed (it already is).
      expect((await kid.post('/api/v1/user/adultContent', { preference: false })).status).toBe(200);
    });
  },
);

describe.skipIf(skipDatabaseSuite)('the kids rule where the catalogue answers less kindly', () => {
  const RATED_PG = DEMO_ID_BASE.MOVIE + 1;
  const UNRATED = DEMO_ID_BASE.MOVIE + 2;
  const FOREIGN_RATING = DEMO_ID_BASE.MOVIE + 3;
  const RATING_FAILS = DEMO_ID_BASE.MOVIE + 4;
  const ADULT_BUT_PG = DEMO_ID_BASE.MOVIE + 5;
  const ADULT_PERSON = DEMO_ID_BASE.PERSON + 1;
  const OTHER_PERSON = DEMO_ID_BASE.PERSON + 2;
  const RATINGS: Readonly<Record<number, string | null>> = {
    [RATED_PG]: 'PG',
    [UNRATED]: null,
    [FOREIGN_RATING]: 'NR',
    [ADULT_BUT_PG]: 'PG',
  };
  const listed = (id: number, adult = false) => ({ ...picturedTitle(id, { adult }), media_type: 'movie' });
  const listedPerson = (id: number, adult: boolean, known_for: CatalogueItem[]): PersonListItem => ({
    id,
    name: `Person ${id}`,
    profile_path: `/f${id}.jpg`,
    known_for_department: 'Acting',
    popularity: 1,
    adult,
    known_for,
  });
  let controlled: TestApp;
  let ordinary: Agent;
  let child: Agent;

  beforeAll(async () => {
    const demo = createDemoCatalogue({ now: () => Date.now() });
    controlled = await createTestApp(
      {},
      {
        catalogue: {
          ...demo,
          async certification(media, id) {
            if (media === 'movie' && id === RATING_FAILS)
              throw new AppError('UPSTREAM_FAILED', 'The catalogue is not answering right now');
            return media === 'movie' && id in RATINGS ? (RATINGS[id] ?? null) : demo.certification(media, id);
          },
          async details(media, id) {
            const detail = await demo.details(media, id);
            return media === 'movie' && id === ADULT_BUT_PG ? { ...detail, adult: true } : detail;
          },
          trending: async (media) =>
            media === 'movie'
              ? onePage(
                  [RATED_PG, UNRATED, FOREIGN_RATING, RATING_FAILS]
                    .map((id) => listed(id))
                    .concat(listed(ADULT_BUT_PG, true)),
                )
              : demo.trending(media),
          person: async (id) => ({ ...(await demo.person(id)), adult: id === ADULT_PERSON }),
          popularPeople: async () =>
            onePage([
              listedPerson(ADULT_PERSON, true, []),
              listedPerson(OTHER_PERSON, false, [listed(RATED_PG), listed(UNRATED), listed(RATING_FAILS)]),
            ]),
        },
      },
    );
    app = controlled.app;
    ordinary = (await signedInAgent(app, 'parent')).agent;
    const kidAccount = await signedInAgent(app, 'child');
    child = kidAccount.agent;
    await switchToKidsProfile(kidAccount.user.id);
  });
  afterAll(async () => {
    await controlled?.close();
  });

  it('lists only rated titles within the limit: no unrated, foreign-rated, unreadable or adult one', async () => {
    const ids = (titles: { id: number }[]) => titles.map((title) => title.id);
    expect(ids((await child.get('/api/v1/movies/trending')).body.content)).toEqual([RATED_PG]);
    expect(ids((await child.query('catalogue.trending', { media: 'movie' })).data.results)).toEqual([
      RATED_PG,
    ]);
    expect(ids((await ordinary.get('/api/v1/movies/trending')).body.content)).toEqual([
      RATED_PG,
      UNRATED,
      FOREIGN_RATING,
      RATING_FAILS,
      ADULT_BUT_PG,
    ]);
  });

  it('answers an unrated, foreign-rated or adult title as not available, and a failing lookup as the failure', async () => {
    for (const id of [UNRATED, FOREIGN_RATING, ADULT_BUT_PG]) {
      const rest = await child.get(`/api/v1/movies/details/${id}`);
      expect([id, rest.status, rest.body.message]).toEqual([id, 404, KIDS_MESSAGES.TITLE_NOT_AVAILABLE]);
      const trpc = await child.query('catalogue.details', { media: 'movie', id });
      expect([id, trpc.error?.appCode, trpc.error?.message]).toEqual([
        id,
        'NOT_FOUND',
        KIDS_MESSAGES.TITLE_NOT_AVAILABLE,
      ]);
      expect((await ordinary.get(`/api/v1/movies/details/${id}`)).status).toBe(200);
    }
    expect((await child.get(`/api/v1/movies/details/${RATED_PG}`)).status).toBe(200);
    // Not a 404 that would call the title unknown, and never a 500: the catalogue's own failure, as for anyone.
    const failing = await child.get(`/api/v1/movies/details/${RATING_FAILS}`);
    expect([failing.status, failing.body.code]).toEqual([502, 'UPSTREAM_FAILED']);
  });

  it('hides adult people and the known-for titles above the limit', async () => {
    const rest = await child.get('/api/v1/search/person/popular');
    expect(
      rest.body.content.results.map((p: PersonListItem) => [p.id, p.known_for?.map((t) => t.id)]),
    ).toEqual([[OTHER_PERSON, [RATED_PG]]]);
    const trpc = await child.query('catalogue.popularPeople', {});
    expect(trpc.data.results).toEqual(rest.body.content.results);
    expect((await ordinary.get('/api/v1/search/person/popular')).body.content.results).toHaveLength(2);

    const refused = await child.get(`/api/v1/search/person/${ADULT_PERSON}`);
    expect([refused.status, refused.body.message]).toEqual([404, KIDS_MESSAGES.PERSON_NOT_AVAILABLE]);
    const refusedTrpc = await child.query('catalogue.person', { id: ADULT_PERSON });
    expect(refusedTrpc.error?.message).toBe(KIDS_MESSAGES.PERSON_NOT_AVAILABLE);
    expect((await ordinary.get(`/api/v1/search/person/${ADULT_PERSON}`)).status).toBe(200);
    expect((await child.get(`/api/v1/search/person/${OTHER_PERSON}`)).status).toBe(200);
  });
});
