import { AppError, type MediaType, type RegionOffers, type TitleDetail } from '@kinora/domain';
import { createDemoCatalogue } from '@kinora/tmdb';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alertTitleState, jobLeases, notifications, profileServices, profiles } from '../src/db/schema';
import french from '../src/i18n/messages/fr.json' with { type: 'json' };
import { checkAlerts } from '../src/services/alerts/check-alerts';
import { TITLE_STATE_FRESH_MS } from '../src/services/alerts/title-state';
import { createJobRunner } from '../src/services/jobs/job-runner';
import { JOBS } from '../src/services/jobs/registry';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite, TEST_DB } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.parse('2030-03-10T12:00:00Z');
const now = () => new Date(clock);

type Episode = { season_number: number; episode_number: number; name: string; air_date: string };
type Scripted = {
  media: MediaType;
  name: string;
  release?: string;
  last?: Episode;
  next?: Episode;
  /** Streaming provider ids by country. */
  offers?: Record<string, number[]>;
  broken?: boolean;
};

const PROVIDER_NAMES: Record<number, string> = { 8: 'Netflix', 9: 'Prime Video', 337: 'Disney Plus' };

/**
 * Titles whose facts each test sets, behind the catalogue interface; every other call goes to the demo. It is the
 * upstream itself (no cache in front), so `reads` counts what a run asks for.
 */
function scriptedCatalogue() {
  const titles = new Map<string, Scripted>();
  const reads = new Map<string, number>();
  const count = (what: string) => reads.set(what, (reads.get(what) ?? 0) + 1);
  const demo = createDemoCatalogue({ now: () => clock });
  const find = (media: MediaType, id: number) => {
    const title = titles.get(`${media}:${id}`);
    if (!title) throw new AppError('NOT_FOUND', 'unknown title');
    if (title.broken) throw new AppError('UPSTREAM_FAILED', 'The catalogue service is unavailable');
    return title;
  };
  const catalogue = {
    ...demo,
    async details(media: MediaType, id: number): Promise<TitleDetail> {
      count(`details:${media}:${id}`);
      const t = find(media, id);
      return {
        id,
        genres: [],
        poster_path: `/p${id}.jpg`,
        ...(media === 'movie' ? { title: t.name, release_date: t.release } : { name: t.name }),
        ...(media === 'tv'
          ? { last_episode_to_air: t.last ?? null, next_episode_to_air: t.next ?? null }
          : {}),
      };
    },
    async watchProviders(media: MediaType, id: number): Promise<Record<string, RegionOffers>> {
      count(`offers:${media}:${id}`);
      const t = find(media, id);
      return Object.fromEntries(
        Object.entries(t.offers ?? {}).map(([region, ids]) => [
          region,
          {
            flatrate: ids.map((provider_id) => ({
              provider_id,
              provider_name: PROVIDER_NAMES[provider_id] ?? `Provider ${provider_id}`,
              logo_path: null,
            })),
            rent: [{ provider_id: 2, provider_name: 'Apple TV', logo_path: null }],
          },
        ]),
      );
    },
  };
  return {
    catalogue,
    reads,
    set(media: MediaType, id: number, title: Omit<Scripted, 'media'>) {
      titles.set(`${media}:${id}`, { media, ...title });
    },
    change(media: MediaType, id: number, changes: Partial<Scripted>) {
      Object.assign(titles.get(`${media}:${id}`)!, changes);
    },
  };
}

const day = (offsetDays: number) => new Date(clock + offsetDays * DAY_MS).toISOString().slice(0, 10);
const episode = (season: number, number: number, airDate: string): Episode => ({
  season_number: season,
  episode_number: number,
  name: `Chapter ${number}`,
  air_date: airDate,
});

async function follow(agent: Agent, type: MediaType, id: number) {
  const reply = await agent.mutate('watchlist.add', { type, id });
  expect(reply.status, JSON.stringify(reply.error)).toBe(200);
}

/** A tRPC query's answer read from a plain GET (the agent's own query sends no language). */
function toTrpcReply(reply: { body: unknown }) {
  return (reply.body as { result: { data: { content: { kind: string; body: string }[] } } }).result.data;
}

async function inbox(agent: Agent) {
  const reply = await agent.get('/api/v1/user/notifications');
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as {
    success: true;
    unread: number;
    content: {
      id: number;
      kind: string;
      title: string;
      body: string;
      link: string;
      read: boolean;
      createdAt: string;
    }[];
  };
}

async function useServices(app: FastifyInstance, profileId: string, region: string | null, ids: number[]) {
  await app.deps.db.update(profiles).set({ region }).where(eq(profiles.id, profileId));
  await app.deps.db.delete(profileServices).where(eq(profileServices.profileId, profileId));
  if (ids.length > 0) {
    await app.deps.db.insert(profileServices).values(ids.map((providerId) => ({ profileId, providerId })));
  }
}

// Ids far from the demo's ranges: only the script knows them.
const SHOW_AIRED = 910_001;
const SHOW_OLD = 910_002;
const SHOW_NEXT = 910_003;
const MOVIE_TODAY = 920_001;
const MOVIE_SOON = 920_002;
const MOVIE_OLD = 920_003;
const MOVIE_BROKEN = 920_004;

describe.skipIf(skipDatabaseSuite)('alerts and the inbox', () => {
  let t: TestApp;
  let script: ReturnType<typeof scriptedCatalogue>;
  beforeAll(async () => {
    script = scriptedCatalogue();
    script.set('tv', SHOW_AIRED, {
      name: 'Harbor Lights',
      last: episode(2, 5, day(-1)),
      next: episode(2, 6, day(6)),
    });
    script.set('tv', SHOW_OLD, { name: 'Old Tides', last: episode(4, 10, day(-40)) });
    script.set('tv', SHOW_NEXT, {
      name: 'Night Shift',
      last: episode(1, 2, day(-20)),
      next: episode(1, 3, day(1)),
    });
    script.set('movie', MOVIE_TODAY, { name: 'Paper Moon\u0007 Rising', release: day(0) });
    script.set('movie', MOVIE_SOON, { name: 'Second Dawn', release: day(2) });
    script.set('movie', MOVIE_OLD, {
      name: 'Ancient Reel',
      release: '2020-05-01',
      offers: { GB: [9], US: [8] },
    });
    script.set('movie', MOVIE_BROKEN, { name: 'Glitch', release: day(0) });
    t = await createTestApp({}, { now, catalogue: script.catalogue });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('alerts a followed show’s aired episode and a listed movie’s release, once, never for old dates', async () => {
    const { agent, user } = await signedInAgent(t.app, 'alerts');
    const other = await signedInAgent(t.app, 'alertsother');
    for (const [type, id] of [
      ['tv', SHOW_AIRED],
      ['tv', SHOW_OLD],
      ['tv', SHOW_NEXT],
      ['movie', MOVIE_TODAY],
      ['movie', MOVIE_SOON],
      ['movie', MOVIE_OLD],
    ] as const) {
      await follow(agent, type, id);
      await follow(other.agent, type, id);
    }
    script.reads.clear();
    const first = await checkAlerts(t.app.deps);
    expect(first.failures).toBe(0);
    // Each title is read once however many follow it (no service chosen: no offers read).
    for (const [key, reads] of script.reads) expect(reads, key).toBe(1);
    expect([...script.reads.keys()].filter((k) => k.startsWith('offers:'))).toEqual([]);

    const box = await inbox(agent);
    expect(box.unread).toBe(2);
    expect(box.content.map((n) => [n.kind, n.title, n.body])).toEqual(
      expect.arrayContaining([
        ['episode', 'Harbor Lights', `S2 E5 “Chapter 5” aired on ${day(-1)}.`],
        ['released', 'Paper Moon Rising', `Released on ${day(0)}.`],
      ]),
    );
    const episodeAlert = box.content.find((n) => n.kind === 'episode')!;
    expect(episodeAlert).toMatchObject({
      link: `/tv/details?id=${SHOW_AIRED}&name=Harbor+Lights`,
      read: false,
      createdAt: now().toISOString(),
    });
    expect((await inbox(other.agent)).unread).toBe(2);
    // The tRPC twin answers the same inbox.
    expect((await agent.query('notifications.list')).data).toEqual({ content: box.content, unread: 2 });
    // Read by a French page (both doors), each alert's sentence is French; the stored alert stays as written.
    const inFrench = (reply: { content: { kind: string; body: string }[] }) =>
      reply.content.find((n) => n.kind === 'released')?.body;
    const frenchBody = french.alertReleased.replace('{date}', day(0));
    const frenchBox = await agent.get('/api/v1/user/notifications', { 'accept-language': 'fr-FR' });
    expect(inFrench(frenchBox.body as { content: { kind: string; body: string }[] })).toBe(frenchBody);
    const frenchTrpc = toTrpcReply(
      await agent.get('/trpc/notifications.list', { 'accept-language': 'fr-FR' }),
    );
    expect(inFrench(frenchTrpc)).toBe(frenchBody);

    // Again the same day: nothing new. Two days on: the movie is out and tomorrow's episode has aired.
    expect((await checkAlerts(t.app.deps)).created).toBe(0);
    clock += 2 * DAY_MS;
    await checkAlerts(t.app.deps);
    const later = await inbox(agent);
    expect(later.unread).toBe(4);
    expect(
      later.content
        .slice(0, 2)
        .map((n) => [n.kind, n.title, n.body])
        .sort(),
    ).toEqual([
      ['episode', 'Night Shift', `S1 E3 “Chapter 3” aired on ${day(-1)}.`],
      ['released', 'Second Dawn', `Released on ${day(0)}.`],
    ]);
    expect(later.content.some((n) => n.title === 'Old Tides' || n.title === 'Ancient Reel')).toBe(false);
    const stored = await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.profileId, user.id));
    expect(stored.every((row) => row.dispatchedAt === null)).toBe(true);
  });

  it('alerts a title that came to one of the viewer’s services in their country, not offers already there', async () => {
    const { agent, user } = await signedInAgent(t.app, 'services');
    const elsewhere = await signedInAgent(t.app, 'servicesus');
    await useServices(t.app, user.id, 'GB', [8, 9]);
    await useServices(t.app, elsewhere.user.id, null, [8]);
    await follow(agent, 'movie', MOVIE_OLD);
    await follow(elsewhere.agent, 'movie', MOVIE_OLD);

    // First look: Prime Video (9) is already there in GB, Netflix (8) in the US; nobody hears of it.
    await checkAlerts(t.app.deps);
    expect((await inbox(agent)).content).toEqual([]);
    expect((await inbox(elsewhere.agent)).content).toEqual([]);

    // Netflix and Disney Plus come to GB: the GB viewer has Netflix only. The US viewer's country did not change.
    script.change('movie', MOVIE_OLD, { offers: { GB: [9, 8, 337], US: [8] } });
    clock += 60 * 60 * 1000;
    await checkAlerts(t.app.deps);
    const box = await inbox(agent);
    expect(box.content.map((n) => [n.kind, n.title, n.body])).toEqual([
      ['available', 'Ancient Reel', 'Now streaming on Netflix (GB).'],
    ]);
    expect(box.content[0]!.link).toBe(`/movie?id=${MOVIE_OLD}&name=Ancient+Reel`);
    expect((await inbox(elsewhere.agent)).content).toEqual([]);

    // A viewer who starts following it now hears nothing of what is already there.
    const late = await signedInAgent(t.app, 'serviceslate');
    await useServices(t.app, late.user.id, 'GB', [8, 337]);
    await follow(late.agent, 'movie', MOVIE_OLD);
    clock += 60 * 60 * 1000;
    await checkAlerts(t.app.deps);
    expect((await inbox(late.agent)).content).toEqual([]);
    expect((await inbox(agent)).content).toHaveLength(1);
  });

  it('starts afresh from a title’s offers that no run looked at for a while', async () => {
    const { agent, user } = await signedInAgent(t.app, 'stale');
    await useServices(t.app, user.id, 'DE', [8]);
    script.set('movie', 920_010, { name: 'Slow Burn', release: '2019-01-01', offers: { DE: [] } });
    await follow(agent, 'movie', 920_010);
    await checkAlerts(t.app.deps);
    await agent.mutate('watchlist.remove', { type: 'movie', id: 920_010 });
    // Netflix comes while nobody follows it; days later the viewer follows it again: no alert for an old offer.
    script.change('movie', 920_010, { offers: { DE: [8] } });
    clock += TITLE_STATE_FRESH_MS + DAY_MS;
    await checkAlerts(t.app.deps);
    expect(
      await t.app.deps.db.select().from(alertTitleState).where(eq(alertTitleState.tmdbId, 920_010)),
    ).toEqual([]);
    await follow(agent, 'movie', 920_010);
    await checkAlerts(t.app.deps);
    expect((await inbox(agent)).content).toEqual([]);
  });

  it('runs as the registered job; a title that fails is skipped, the others alerted, the run recorded failed', async () => {
    const { agent } = await signedInAgent(t.app, 'broken');
    script.set('movie', 920_020, { name: 'Fresh Print', release: day(0) });
    await follow(agent, 'movie', 920_020);
    await follow(agent, 'movie', MOVIE_BROKEN);
    script.change('movie', MOVIE_BROKEN, { broken: true, release: day(0) });
    expect(JOBS.map((job) => job.name)).toContain('check-alerts');
    const runner = createJobRunner(t.app.deps, { jobs: JOBS.filter((job) => job.name === 'check-alerts') });
    expect(await runner.tick()).toEqual(['check-alerts']);
    expect((await inbox(agent)).content.map((n) => n.title)).toEqual(['Fresh Print']);
    const [lease] = await t.app.deps.db.select().from(jobLeases).where(eq(jobLeases.name, 'check-alerts'));
    expect(lease).toMatchObject({
      failures: 1,
      lastError: expect.stringMatching(/^1 of \d+ followed titles/),
    });
    // Once it answers again, the next run alerts it.
    script.change('movie', MOVIE_BROKEN, { broken: false });
    await checkAlerts(t.app.deps);
    expect((await inbox(agent)).content.map((n) => n.title).sort()).toEqual(['Fresh Print', 'Glitch']);
  });

  it('marks alerts read; another profile’s alerts are invisible and cannot be marked', async () => {
    const { agent, user } = await signedInAgent(t.app, 'reader');
    const stranger = await signedInAgent(t.app, 'stranger');
    script.set('tv', 910_030, { name: 'Lamplight', last: episode(1, 1, day(0)) });
    await follow(agent, 'tv', 910_030);
    script.set('movie', 920_030, { name: 'Lantern', release: day(0) });
    await follow(agent, 'movie', 920_030);
    await checkAlerts(t.app.deps);
    const box = await inbox(agent);
    expect(box.unread).toBe(2);
    const [first, second] = box.content.map((n) => n.id);

    // Another account, and another profile of the same account, see none of them and cannot mark them.
    expect((await inbox(stranger.agent)).content).toEqual([]);
    const refused = await stranger.agent.post('/api/v1/user/notifications/read', { ids: [first] });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const added = await agent.post('/api/v1/user/profiles', { name: 'Kid', avatar: 'ocean' });
    expect(added.status).toBe(201);
    expect((await agent.post(`/api/v1/user/profiles/${added.body.profile.id}/switch`, {})).status).toBe(200);
    expect(await inbox(agent)).toEqual({ success: true, content: [], unread: 0 });
    const viaTrpc = await agent.mutate('notifications.markRead', { ids: [first, second] });
    expect(viaTrpc.error).toMatchObject({ code: 'NOT_FOUND', appCode: 'NOT_FOUND' });
    expect((await agent.post(`/api/v1/user/profiles/${user.id}/switch`, {})).status).toBe(200);
    expect((await inbox(agent)).unread).toBe(2);

    // Mixed with a foreign id, nothing is marked.
    const stray = await stranger.agent.get('/api/v1/user/notifications');
    expect(stray.status).toBe(200);
    const mixed = await agent.post('/api/v1/user/notifications/read', { ids: [first, 999_999_999] });
    expect(mixed.status).toBe(404);
    expect((await inbox(agent)).unread).toBe(2);

    const marked = await agent.post('/api/v1/user/notifications/read', { ids: [first, first] });
    expect(marked.body).toEqual({ success: true, unread: 1 });
    expect((await inbox(agent)).content.find((n) => n.id === first)?.read).toBe(true);
    expect((await agent.mutate('notifications.markRead', { ids: [first, second] })).data).toEqual({
      unread: 0,
    });
    expect((await inbox(agent)).content.every((n) => n.read)).toBe(true);
  });

  it('counts the active profile’s unread alerts alone for the bell, on both doors', async () => {
    const { agent, user } = await signedInAgent(t.app, 'counter');
    const stranger = await signedInAgent(t.app, 'counterstranger');
    const counts = async (who: Agent) => {
      const rest = await who.get('/api/v1/user/notifications/unread-count');
      expect(rest.status, JSON.stringify(rest.body)).toBe(200);
      const trpc = await who.query('notifications.unreadCount');
      expect(trpc.data).toEqual({ count: rest.body.count });
      return rest.body as { success: true; count: number };
    };
    expect(await counts(agent)).toEqual({ success: true, count: 0 });
    script.set('tv', 910_040, { name: 'Tallylight', last: episode(1, 1, day(0)) });
    script.set('movie', 920_040, { name: 'Counterpoint', release: day(0) });
    await follow(agent, 'tv', 910_040);
    await follow(agent, 'movie', 920_040);
    await follow(stranger.agent, 'movie', 920_040);
    await checkAlerts(t.app.deps);
    expect(await counts(agent)).toEqual({ success: true, count: 2 });
    expect((await counts(stranger.agent)).count).toBe(1);

    // Another profile of the same account counts its own inbox: none.
    const added = await agent.post('/api/v1/user/profiles', { name: 'Kid', avatar: 'ocean' });
    expect((await agent.post(`/api/v1/user/profiles/${added.body.profile.id}/switch`, {})).status).toBe(200);
    expect((await counts(agent)).count).toBe(0);
    expect((await agent.post(`/api/v1/user/profiles/${user.id}/switch`, {})).status).toBe(200);

    // Marked read, an alert leaves the count; the other account's is untouched.
    const [first] = (await inbox(agent)).content;
    await agent.post('/api/v1/user/notifications/read', { ids: [first!.id] });
    expect((await counts(agent)).count).toBe(1);
    expect((await counts(stranger.agent)).count).toBe(1);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/user/notifications/unread-count' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const anonymousTrpc = await t.app.inject({ method: 'GET', url: '/trpc/notifications.unreadCount' });
    expect(anonymousTrpc.statusCode).toBe(401);
  });

  it('refuses bad input with 400 and signed-out or forged calls, on both doors', async () => {
    const { agent } = await signedInAgent(t.app, 'badinput');
    for (const body of [
      {},
      { ids: [] },
      { ids: 'all' },
      { ids: [0] },
      { ids: [1.5] },
      { ids: Array(101).fill(1) },
      { ids: [1], more: true },
    ]) {
      const reply = await agent.post('/api/v1/user/notifications/read', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ success: false, code: 'BAD_INPUT', message: expect.any(String) });
    }
    expect((await agent.post('/api/v1/user/notifications/read', { ids: [] })).body.message).toMatch(
      /at least one/,
    );
    const trpc = await agent.mutate('notifications.markRead', { ids: [] });
    expect(trpc.error).toMatchObject({ code: 'BAD_REQUEST', appCode: 'BAD_INPUT' });
    expect((await agent.post('/api/v1/user/notifications/read', { ids: [1] }, { xsrf: false })).status).toBe(
      403,
    );
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/user/notifications' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});

/** Two API instances against ONE Postgres database, both running the alerts job at the same moment. */
describe.skipIf(skipDatabaseSuite || TEST_DB !== 'postgres')('alerts with two instances', () => {
  const instances: TestApp[] = [];
  afterEach(async () => {
    for (const instance of instances.reverse()) await instance.close();
    instances.length = 0;
  });

  it('creates each alert once, whether the lease or the event key stops the second', async () => {
    const script = scriptedCatalogue();
    script.set('tv', SHOW_AIRED, { name: 'Harbor Lights', last: episode(2, 5, day(0)) });
    script.set('movie', MOVIE_TODAY, { name: 'Twin Release', release: day(0), offers: { US: [8] } });
    const first = await createTestApp({}, { now, catalogue: script.catalogue });
    instances.push(first);
    instances.push(
      await createTestApp({}, { now, catalogue: script.catalogue, databaseUrl: first.databaseUrl }),
    );
    const [a, b] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
    const viewers = [];
    for (let i = 0; i < 3; i++) {
      const viewer = await signedInAgent(a, `twin${i}`);
      await useServices(a, viewer.user.id, 'US', [8]);
      await follow(viewer.agent, 'tv', SHOW_AIRED);
      await follow(viewer.agent, 'movie', MOVIE_TODAY);
      viewers.push(viewer);
    }
    const jobs = JOBS.filter((job) => job.name === 'check-alerts');
    const runners = [a, b].map((app) => createJobRunner(app.deps, { jobs }));
    const ran = await Promise.all(runners.map((runner) => runner.tick()));
    expect(ran.flat()).toEqual(['check-alerts']);

    // Both run the check itself at once (as after a lease lapsed mid-run): still one alert per event.
    script.change('movie', MOVIE_TODAY, { offers: { US: [8, 9] } });
    await a.deps.db.update(profileServices).set({ providerId: 9 }).where(eq(profileServices.providerId, 8));
    await Promise.all([checkAlerts(a.deps), checkAlerts(b.deps)]);
    for (const viewer of viewers) {
      const rows = await a.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.profileId, viewer.user.id));
      expect(rows.map((row) => row.eventKey).sort()).toEqual([
        `available:movie:${MOVIE_TODAY}:US:9`,
        `episode:tv:${SHOW_AIRED}:s2e5`,
        `released:movie:${MOVIE_TODAY}`,
      ]);
    }
  });
});
