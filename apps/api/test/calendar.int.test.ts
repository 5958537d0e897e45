import {
  addCalendarDays,
  CALENDAR,
  type CalendarEntry,
  type SeasonDetail,
  type TitleDetail,
} from '@kinora/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The app's clock stands still at noon (UTC) of the day the run starts: the demo catalogue lays its air dates out
 * around it, and a run crossing midnight keeps one "today". Today's date rather than a fixed one, since the
 * session cookies it sets must not be expired for the test's own client.
 */
const NOW = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
const TODAY = NOW.toISOString().slice(0, 10);

let t: TestApp;
/** A show on the air: its latest season started before today and has episodes after it. */
let show: { detail: TitleDetail; seasons: SeasonDetail[]; latest: SeasonDetail };
/** A movie released within the next weeks. */
let movie: TitleDetail;

/** What the calendar must hold for a show in a range, read independently: every season, every episode. */
function expectedEpisodes(from: string, to: string): CalendarEntry[] {
  return show.seasons
    .flatMap((s) => s.episodes)
    .filter((e) => e.air_date !== null && e.air_date >= from && e.air_date <= to)
    .map((e) => ({
      date: e.air_date as string,
      media_type: 'tv' as const,
      id: show.detail.id,
      title: show.detail.name as string,
      season: e.season_number,
      episode: e.episode_number,
      episodeName: e.name,
      poster_path: show.detail.poster_path ?? null,
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.season - b.season || a.episode - b.episode);
}

const range = (from: string, to: string) => `/api/v1/user/calendar?from=${from}&to=${to}`;

async function follow(agent: Agent, type: 'movie' | 'tv', id: number) {
  const added = await agent.mutate('watchlist.add', { type, id });
  expect(added.status).toBe(200);
}

/** The events of an iCalendar text, read back by an iCalendar parser. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((event) => {
      const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
      return {
        uid: String(event.getFirstPropertyValue('uid')),
        summary: String(event.getFirstPropertyValue('summary')),
        date: start.toString(),
        isDate: start.isDate,
      };
    }),
  };
}

describe.skipIf(skipDatabaseSuite)('the release calendar and its feed', () => {
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    const catalogue = t.app.deps.catalogue;
    for (const candidate of (await catalogue.tvList('on_the_air')).results) {
      const detail = await catalogue.details('tv', candidate.id);
      const numbers = (detail.seasons ?? []).map((s) => s.season_number).filter((n) => n >= 1);
      const seasons = await Promise.all(numbers.map((n) => catalogue.season(detail.id, n)));
      const latest = seasons.at(-1);
      const dates = latest?.episodes.map((e) => e.air_date ?? '') ?? [];
      if (latest && dates.length >= 4 && dates[1]! < TODAY && dates.at(-1)! > addCalendarDays(TODAY, 7)) {
        show = { detail, seasons, latest };
        break;
      }
    }
    if (!show) throw new Error('the demo catalogue has no show on the air around the fixed day');
    const upcoming = (await catalogue.movieList('upcoming')).results;
    movie = await catalogue.details('movie', upcoming[0]!.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("holds a followed show's episodes around its season's air dates, the same on both doors", async () => {
    const { agent } = await signedInAgent(t.app, 'cal');
    expect((await agent.get(range(TODAY, addCalendarDays(TODAY, 30)))).body).toEqual({
      success: true,
      content: [],
    });
    await follow(agent, 'tv', show.detail.id);

    // From just before the season's premiere: its first episodes, and nothing of the season before.
    const premiere = show.latest.air_date as string;
    const from = addCalendarDays(premiere, -3);
    const to = addCalendarDays(premiere, 10);
    const rest = await agent.get(range(from, to));
    expect(rest.status).toBe(200);
    expect(rest.body.content).toEqual(expectedEpisodes(from, to));
    expect(rest.body.content.map((e: CalendarEntry) => e.episode)).toEqual([1, 2]);
    const trpc = await agent.query('calendar.list', { from, to });
    expect(trpc.data).toEqual(rest.body.content);

    // Around today: what aired lately and what comes next.
    const recent = await agent.get(range(addCalendarDays(TODAY, -14), addCalendarDays(TODAY, 14)));
    const expected = expectedEpisodes(addCalendarDays(TODAY, -14), addCalendarDays(TODAY, 14));
    expect(expected.some((e) => e.date < TODAY) && expected.some((e) => e.date > TODAY)).toBe(true);
    expect(recent.body.content).toEqual(expected);
  });

  it('counts shows from the watch history and listed movies, never a movie only watched', async () => {
    const { agent } = await signedInAgent(t.app, 'calhist');
    const aired = show.latest.episodes[0]!;
    const watched = await agent.mutate('history.recordWatch', {
      type: 'tv',
      id: show.detail.id,
      season: aired.season_number,
      episode: aired.episode_number,
    });
    expect(watched.status).toBe(200);
    const released = movie.release_date as string;
    const other = await t.app.deps.catalogue.details(
      'movie',
      (await t.app.deps.catalogue.movieList('upcoming')).results[1]!.id,
    );
    await follow(agent, 'movie', movie.id);
    expect((await agent.mutate('history.recordWatch', { type: 'movie', id: other.id })).status).toBe(200);
    expect(other.release_date! > TODAY).toBe(true);

    const from = TODAY;
    const to = addCalendarDays(TODAY, CALENDAR.MAX_DAYS - 1);
    const content: CalendarEntry[] = (await agent.get(range(from, to))).body.content;
    expect(content.filter((e) => e.media_type === 'tv')).toEqual(expectedEpisodes(from, to));
    expect(content.filter((e) => e.media_type === 'movie')).toEqual([
      {
        date: released,
        media_type: 'movie',
        id: movie.id,
        title: movie.title,
        season: null,
        episode: null,
        episodeName: null,
        poster_path: movie.poster_path ?? null,
      },
    ]);
    expect(content.map((e) => e.date)).toEqual([...content.map((e) => e.date)].sort());
  });

  it(`refuses more than ${CALENDAR.MAX_DAYS} days and bad dates with a 400 on both doors`, async () => {
    const { agent } = await signedInAgent(t.app, 'calbad');
    const longest = await agent.get(range(TODAY, addCalendarDays(TODAY, CALENDAR.MAX_DAYS - 1)));
    expect(longest.status).toBe(200);
    const cases: Array<[Record<string, string>, string]> = [
      [
        { from: TODAY, to: addCalendarDays(TODAY, CALENDAR.MAX_DAYS) },
        'A calendar request can span at most 92 days',
      ],
      [{ from: TODAY, to: addCalendarDays(TODAY, -1) }, 'to cannot come before from'],
      [{ from: '2026-02-30', to: TODAY }, 'from must be a date like 2024-05-01'],
      [{ from: 'tomorrow', to: TODAY }, 'from must be a date like 2024-05-01'],
      [{ from: TODAY, to: '2026-3-31' }, 'to must be a date like 2024-05-31'],
      [{ from: TODAY }, 'to is required: a date like 2024-05-31'],
    ];
    for (const [query, message] of cases) {
      const rest = await agent.get(`/api/v1/user/calendar?${new URLSearchParams(query)}`);
      expect([rest.status, rest.body.code, rest.body.message], JSON.stringify(query)).toEqual([
        400,
        'BAD_INPUT',
        message,
      ]);
      const trpc = await agent.query('calendar.list', query);
      expect([trpc.status, trpc.error?.appCode, trpc.error?.message], JSON.stringify(query)).toEqual([
        400,
        'BAD_INPUT',
        message,
      ]);
    }
  });

  it('serves the feed to anyone with its address: one all-day event per item, stable UIDs', async () => {
    const { agent, user } = await signedInAgent(t.app, 'calfeed');
    await follow(agent, 'tv', show.detail.id);
    await follow(agent, 'movie', movie.id);
    const link = await agent.get('/api/v1/user/calendar/link');
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await agent.query('calendar.link')).data).toEqual({ url: link.body.url });
    expect((await agent.get('/api/v1/user/calendar/link')).body.url).toBe(link.body.url);

    const calendarApp = new Agent(t.app, '198.51.100.7');
    const feed = await calendarApp.get(new URL(link.body.url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = parseFeed(feed.body);
    expect(parsed.name).toBe(`Kinora · ${user.username}`);

    const window = await agent.get(
      range(
        addCalendarDays(TODAY, -CALENDAR.FEED_DAYS_BEFORE),
        addCalendarDays(TODAY, CALENDAR.FEED_DAYS_AFTER),
      ),
    );
    const items: CalendarEntry[] = window.body.content;
    expect(items.some((e) => e.media_type === 'movie')).toBe(true);
    expect(parsed.events.map((e) => [e.date, e.isDate])).toEqual(items.map((e) => [e.date, true]));
    const episode = items.find((e) => e.media_type === 'tv')!;
    const code = `S${String(episode.season).padStart(2, '0')}E${String(episode.episode).padStart(2, '0')}`;
    expect(parsed.events.map((e) => e.summary)).toContain(
      `${show.detail.name} ${code} · ${episode.episodeName}`,
    );
    expect(parsed.events.map((e) => e.summary)).toContain(`${movie.title} (release)`);
    expect(new Set(parsed.events.map((e) => e.uid)).size).toBe(items.length);

    const again = parseFeed((await calendarApp.get(new URL(link.body.url).pathname)).body);
    expect(again.events.map((e) => e.uid)).toEqual(parsed.events.map((e) => e.uid));
  });

  it('replaces the secret on POST: the old address answers 404, the new one the same calendar', async () => {
    const { agent } = await signedInAgent(t.app, 'calrot');
    await follow(agent, 'tv', show.detail.id);
    const old = new URL((await agent.get('/api/v1/user/calendar/link')).body.url).pathname;
    const calendarApp = new Agent(t.app, '198.51.100.8');
    const before = await calendarApp.get(old);
    expect(before.status).toBe(200);

    expect((await agent.post('/api/v1/user/calendar/link', undefined, { xsrf: false })).status).toBe(403);
    expect((await calendarApp.get(old)).status).toBe(200);

    const rotated = await agent.post('/api/v1/user/calendar/link');
    expect(rotated.status).toBe(200);
    const fresh = new URL(rotated.body.url).pathname;
    expect(fresh).not.toBe(old);
    expect((await agent.get('/api/v1/user/calendar/link')).body.url).toBe(rotated.body.url);
    const gone = await calendarApp.get(old);
    expect([gone.status, gone.body.success, gone.body.code]).toEqual([404, false, 'NOT_FOUND']);
    const now = await calendarApp.get(fresh);
    expect(now.status).toBe(200);
    expect(parseFeed(now.body).events).toEqual(parseFeed(before.body).events);

    const trpc = await agent.mutate('calendar.rotateLink');
    expect(trpc.data.url).not.toBe(rotated.body.url);
    expect((await calendarApp.get(fresh)).status).toBe(404);
  });

  it('answers 404 to any address that is not a current feed, whatever its shape', async () => {
    const calendarApp = new Agent(t.app, '198.51.100.9');
    for (const token of ['A'.repeat(43), `${'b'.repeat(43)}.ics`, 'x', '..%2F..%2Fetc', 'A'.repeat(500)]) {
      const reply = await calendarApp.get(`/api/v1/calendar/feed/${token}`);
      expect([reply.status, reply.body.code], token).toEqual([404, 'NOT_FOUND']);
    }
  });

  it("keeps each profile's calendar and feed to itself, and nothing to a signed-out caller", async () => {
    const { agent } = await signedInAgent(t.app, 'calprof');
    await follow(agent, 'tv', show.detail.id);
    const mainLink = (await agent.get('/api/v1/user/calendar/link')).body.url;
    const second = (await agent.mutate('profiles.create', { name: 'Second' })).data;
    expect((await agent.mutate('profiles.switch', { id: second.id })).status).toBe(200);

    const window = range(addCalendarDays(TODAY, -14), addCalendarDays(TODAY, 14));
    expect((await agent.get(window)).body.content).toEqual([]);
    const secondLink = (await agent.get('/api/v1/user/calendar/link')).body.url;
    expect(secondLink).not.toBe(mainLink);
    const calendarApp = new Agent(t.app, '198.51.100.10');
    const secondFeed = parseFeed((await calendarApp.get(new URL(secondLink).pathname)).body);
    expect([secondFeed.name, secondFeed.events]).toEqual(['Kinora · Second', []]);
    // Replacing the second profile's address leaves the main profile's alone.
    await agent.post('/api/v1/user/calendar/link');
    const mainFeed = parseFeed((await calendarApp.get(new URL(mainLink).pathname)).body);
    expect(mainFeed.events.length).toBeGreaterThan(0);

    // Another account sees its own (empty) calendar, never this one's.
    const { agent: stranger } = await signedInAgent(t.app, 'calstranger');
    expect((await stranger.get(window)).body.content).toEqual([]);

    const anonymous = await new Agent(t.app, '198.51.100.11').prime();
    for (const reply of [
      await anonymous.get(window),
      await anonymous.get('/api/v1/user/calendar/link'),
      await anonymous.post('/api/v1/user/calendar/link'),
    ]) {
      expect([reply.status, reply.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    expect((await anonymous.query('calendar.list', { from: TODAY, to: TODAY })).error?.code).toBe(
      'UNAUTHORIZED',
    );
    expect((await anonymous.query('calendar.link')).error?.code).toBe('UNAUTHORIZED');
  });
});
