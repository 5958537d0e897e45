import { readFileSync } from 'node:fs';
import type { CustomList, CustomListSummary, Rating } from '@kinora/domain';
import { accountExportSchema } from '@kinora/domain/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { type Picked, pickTitles } from './helpers/pick-titles';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let movies: Picked[];
let show: Picked;
const imdbIds = new Map<number, string>();

/** A sample export from test/fixtures/import with its placeholders filled from today's demo catalogue. */
function sample(name: string): string {
  const text = readFileSync(new URL(`./fixtures/import/${name}`, import.meta.url), 'utf8');
  return text.replace(/\{\{(\w+)(?::(\d+))?\}\}/g, (_match, field: string, index?: string) => {
    const movie = movies[Number(index ?? 0)]!;
    const values: Record<string, string | number> = {
      title: movie.title.replaceAll('"', '""'),
      year: movie.year,
      imdb: imdbIds.get(movie.id)!,
      showTitle: show.title.replaceAll('"', '""'),
      showYear: show.year,
      showId: show.id,
    };
    return String(values[field]);
  });
}

function upload(agent: Agent, file: string, name = '', type = 'text/csv') {
  return agent.request('POST', `/api/v1/user/import?name=${encodeURIComponent(name)}`, {
    rawBody: file,
    headers: { 'content-type': type },
  });
}

const ZERO = { watchLater: 0, watchHistory: 0, ratings: 0, lists: 0, hidden: 0 };

async function ratingsOf(agent: Agent): Promise<Rating[]> {
  const all: Rating[] = [];
  for (let page = 1; ; page++) {
    const { data } = await agent.query('ratings.list', { page });
    all.push(...data.ratings);
    if (page >= data.totalPages) return all;
  }
}
const starsOf = async (agent: Agent) =>
  Object.fromEntries((await ratingsOf(agent)).map((r) => [`${r.type}:${r.id}:${r.season ?? ''}`, r.rating]));

async function listsOf(agent: Agent): Promise<CustomList[]> {
  const mine = (await agent.query('lists.mine')).data as CustomListSummary[];
  return Promise.all(
    mine.map(async (l) => (await agent.query('lists.get', { id: l.id })).data as CustomList),
  );
}
const itemsOf = (list: CustomList | undefined) => list?.items.map((i) => [i.media_type, i.id, i.note]);

describe.skipIf(skipDatabaseSuite)('importing ratings, lists and profiles', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const catalogue = t.app.deps.catalogue;
    movies = await pickTitles(catalogue, 'movie', [18, 35, 28], 6);
    for (const m of movies) imdbIds.set(m.id, (await catalogue.details('movie', m.id)).imdb_id!);
    [show] = (await pickTitles(catalogue, 'tv', [18, 35, 10765], 1)) as [Picked];
  });
  afterAll(async () => {
    await t?.close();
  });

  it("rates from Letterboxd's ratings.csv in half stars, and adds nothing twice", async () => {
    const { agent } = await signedInAgent(t.app);
    const file = sample('letterboxd-ratings.csv');
    const first = await upload(agent, file, 'ratings.csv');
    expect(first.status).toBe(200);
    expect(first.body.report).toMatchObject({
      format: 'letterboxd',
      rows: 5,
      imported: { ...ZERO, ratings: 3 },
      alreadyThere: 0,
      notImportedCount: 2,
    });
    expect(
      first.body.report.notImported.map((r: { line: number; reason: string }) => [r.line, r.reason]),
    ).toEqual([
      [5, 'no title in the catalogue matches it'],
      [6, "the rating '4.25' is not 0.5 to 5 stars in half steps"],
    ]);
    expect(await starsOf(agent)).toEqual({
      [`movie:${movies[0]!.id}:`]: 9,
      [`movie:${movies[1]!.id}:`]: 1,
      [`movie:${movies[2]!.id}:`]: 6,
    });
    expect(await agent.query('history.watch').then((r) => r.data)).toEqual([]);

    const again = await upload(agent, file, 'ratings.csv');
    expect(again.body.report).toMatchObject({ imported: ZERO, alreadyThere: 3, notImportedCount: 2 });
  });

  it('keeps Letterboxd reviews with their ratings, reports a review without one, and a later file keeps them', async () => {
    const { agent } = await signedInAgent(t.app);
    const reviews = await upload(agent, sample('letterboxd-reviews.csv'), 'reviews.csv');
    expect(reviews.body.report).toMatchObject({
      rows: 3,
      imported: { ...ZERO, ratings: 2 },
      notImportedCount: 1,
    });
    expect(reviews.body.report.notImported).toEqual([
      {
        line: 5,
        title: movies[5]!.title,
        year: movies[5]!.year,
        reason: 'a review without a rating is not imported: rate the film, then add it',
      },
    ]);
    const rated = await ratingsOf(agent);
    const first = rated.find((r) => r.id === movies[0]!.id);
    expect(first).toMatchObject({
      rating: 10,
      review: 'Better the second time, and the ending still lands.\nThe <b>score</b> alone is worth it.',
      spoiler: false,
      ratedAt: '2024-02-11T00:00:00.000Z',
    });
    expect(rated.find((r) => r.id === movies[4]!.id)).toMatchObject({
      rating: 4,
      review: 'Fell asleep twice.',
    });

    // ratings.csv rated the first film earlier than the review: the newer rating and its review stay.
    const older = await upload(agent, sample('letterboxd-ratings.csv'), 'ratings.csv');
    expect(older.body.report).toMatchObject({ imported: { ...ZERO, ratings: 2 }, alreadyThere: 1 });
    expect((await ratingsOf(agent)).find((r) => r.id === movies[0]!.id)).toEqual(first);

    const again = await upload(agent, sample('letterboxd-reviews.csv'), 'reviews.csv');
    expect(again.body.report).toMatchObject({ imported: ZERO, alreadyThere: 2 });
  });

  it('fills the history from a Letterboxd diary and rates each film with its newest entry', async () => {
    const { agent } = await signedInAgent(t.app);
    const [a, b] = movies;
    const diary = [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      `2022-01-02,"${a!.title}",${a!.year},https://boxd.it/d1,2,,,2022-01-01`,
      `2023-01-02,"${a!.title}",${a!.year},https://boxd.it/d2,4.5,Yes,,2023-01-01`,
      `2023-02-02,"${b!.title}",${b!.year},https://boxd.it/d3,,,,2023-02-01`,
    ].join('\n');
    const first = await upload(agent, diary, 'diary.csv');
    expect(first.body.report).toMatchObject({
      rows: 3,
      imported: { ...ZERO, watchHistory: 3, ratings: 1 },
      alreadyThere: 0,
    });
    expect(await starsOf(agent)).toEqual({ [`movie:${a!.id}:`]: 9 });
    const again = await upload(agent, diary, 'diary.csv');
    expect(again.body.report).toMatchObject({ imported: ZERO, alreadyThere: 3 });
  });

  it('makes a list of a Letterboxd list export, named, described and noted as there, in its order', async () => {
    const { agent } = await signedInAgent(t.app);
    const file = sample('letterboxd-list.csv');
    const first = await upload(agent, file, 'rainy-sunday-films.csv');
    expect(first.body.report).toMatchObject({
      format: 'letterboxd',
      rows: 4,
      imported: { ...ZERO, lists: 3 },
      notImportedCount: 1,
    });
    expect(first.body.report.notImported[0]).toMatchObject({ line: 8, title: 'The Unfilmed Script' });
    const [list, ...others] = await listsOf(agent);
    expect(others).toEqual([]);
    expect(list).toMatchObject({
      name: 'Rainy Sunday Films',
      description: 'For when it pours: <i>tea</i> & blankets.',
      public: false,
    });
    expect(itemsOf(list)).toEqual([
      ['movie', movies[2]!.id, 'Start with this one.'],
      ['movie', movies[0]!.id, null],
      ['movie', movies[1]!.id, 'Last, with a note that has a comma, and "quotes"'],
    ]);
    const again = await upload(agent, file, 'rainy-sunday-films.csv');
    expect(again.body.report).toMatchObject({ imported: ZERO, alreadyThere: 3 });
    expect(await listsOf(agent)).toEqual([list]);
  });

  it("rates from IMDb's ratings as well as filling the history, and makes a list of any other IMDb list", async () => {
    const { agent } = await signedInAgent(t.app);
    const ratings = await upload(agent, sample('imdb-ratings.csv'), 'ratings.csv');
    expect(ratings.body.report).toMatchObject({
      format: 'imdb',
      imported: { ...ZERO, watchHistory: 2, ratings: 2 },
      alreadyThere: 1,
    });
    expect(await starsOf(agent)).toEqual({ [`movie:${movies[0]!.id}:`]: 8, [`movie:${movies[1]!.id}:`]: 6 });

    const list = await upload(agent, sample('imdb-list.csv'), 'Best of the Decade.csv');
    expect(list.body.report).toMatchObject({ imported: { ...ZERO, lists: 2 }, notImportedCount: 1 });
    const [made] = await listsOf(agent);
    expect(made?.name).toBe('Best of the Decade');
    expect(itemsOf(made)).toEqual([
      ['movie', movies[3]!.id, 'Opens the list'],
      ['movie', movies[1]!.id, null],
    ]);
    // The same layout named like the watchlist still fills the watch-later list.
    const watchlist = await upload(agent, sample('imdb-list.csv'), 'watchlist.csv');
    expect(watchlist.body.report.imported).toEqual({ ...ZERO, watchLater: 2 });
    for (const [file, name] of [
      ['imdb-ratings.csv', 'ratings.csv'],
      ['imdb-list.csv', 'Best of the Decade.csv'],
    ] as const) {
      expect((await upload(agent, sample(file), name)).body.report.imported, file).toEqual(ZERO);
    }
  });

  it("rates from Trakt's ratings (an episode too) and makes a list of a Trakt list", async () => {
    const { agent } = await signedInAgent(t.app);
    const ratings = await upload(agent, sample('trakt-ratings.csv'), 'ratings.csv');
    expect(ratings.body.report).toMatchObject({
      format: 'trakt',
      rows: 5,
      imported: { ...ZERO, ratings: 3 },
      notImportedCount: 2,
    });
    expect(ratings.body.report.notImported.map((r: { reason: string }) => r.reason)).toEqual([
      "type must be movie, show or episode, not 'season'",
      "the rating '11' is not a whole number from 1 to 10",
    ]);
    expect(await starsOf(agent)).toEqual({
      [`movie:${movies[4]!.id}:`]: 9,
      [`tv:${show.id}:`]: 7,
      [`tv:${show.id}:1`]: 10,
    });

    const list = await upload(agent, sample('trakt-list.csv'), 'weekend-binge.csv');
    expect(list.body.report).toMatchObject({ imported: { ...ZERO, lists: 2 }, notImportedCount: 1 });
    expect(list.body.report.notImported[0].reason).toBe('a list holds movies and shows, not single episodes');
    const [made] = await listsOf(agent);
    expect(made?.name).toBe('weekend-binge');
    expect(itemsOf(made)).toEqual([
      ['tv', show.id, 'Start from season one'],
      ['movie', movies[5]!.id, null],
    ]);
    // Named like the watchlist, the same file fills the watch-later list, which holds episodes too.
    const watchlist = await upload(agent, sample('trakt-list.csv'), 'trakt-watchlist.csv');
    expect(watchlist.body.report.imported).toEqual({ ...ZERO, watchLater: 3 });
    for (const [file, name] of [
      ['trakt-ratings.csv', 'ratings.csv'],
      ['trakt-list.csv', 'weekend-binge.csv'],
    ] as const) {
      expect((await upload(agent, sample(file), name)).body.report.imported, file).toEqual(ZERO);
    }
  });

  it('exports every profile with its ratings, lists and histories, and a fresh account gets all of it back', async () => {
    const { agent } = await signedInAgent(t.app);
    const [a, b, c, d] = movies;
    // The main profile: watch later, a history with a view of unknown date, a rating with a spoiler review,
    // two lists (one public) with notes, and a title hidden from Continue watching.
    await agent.mutate('watchlist.add', { type: 'movie', id: a!.id });
    await agent.mutate('watchlist.add', { type: 'tv', id: show.id });
    await agent.mutate('history.mark', { media_type: 'movie', id: b!.id, watchedAt: '2024-03-01' });
    await agent.mutate('history.mark', { media_type: 'movie', id: c!.id, watchedAt: null });
    await agent.mutate('history.mark', {
      media_type: 'tv',
      id: show.id,
      season: 1,
      episode: 1,
      watchedAt: '2024-04-01',
    });
    await agent.mutate('ratings.set', {
      type: 'movie',
      id: b!.id,
      rating: 7,
      review: 'The twin was the ghost.',
      spoiler: true,
    });
    await agent.mutate('ratings.set', { type: 'tv', id: show.id, season: 1, episode: 1, rating: 3 });
    const later = (await agent.mutate('lists.create', { name: 'Later, together' })).data;
    for (const [m, note] of [
      [d!, 'Bring snacks'],
      [a!, undefined],
    ] as const) {
      await agent.mutate('lists.addItem', {
        listId: later.id,
        media_type: 'movie',
        id: m.id,
        ...(note ? { note } : {}),
      });
    }
    const shared = (
      await agent.mutate('lists.create', { name: 'Shared picks', description: 'For friends', public: true })
    ).data;
    await agent.mutate('lists.addItem', {
      listId: shared.id,
      media_type: 'tv',
      id: show.id,
      note: 'Season 1 only',
    });
    await agent.mutate('lists.addItem', { listId: shared.id, media_type: 'movie', id: c!.id });
    await agent.mutate('history.hideContinueWatching', { type: 'tv', id: show.id });
    // A second profile with its own rating and watch-later list.
    const sam = (await agent.mutate('profiles.create', { name: 'Sam', avatar: 'ocean', kids: true })).data;
    await agent.mutate('profiles.switch', { id: sam.id });
    await agent.mutate('watchlist.add', { type: 'movie', id: d!.id });
    await agent.mutate('ratings.set', { type: 'movie', id: a!.id, rating: 10 });
    // A profile's own export holds that profile only.
    const samOnly = accountExportSchema.parse((await agent.get('/api/v1/user/export')).body);
    expect(samOnly.profiles.map((p) => p.name)).toEqual(['Sam']);
    const main = (await agent.query('profiles.list')).data.content.find((p: { main: boolean }) => p.main);
    await agent.mutate('profiles.switch', { id: main.id });

    const exported = accountExportSchema.parse((await agent.get('/api/v1/user/export')).body);
    expect(exported.profiles.map((p) => [p.name, p.main, p.kids, p.avatar])).toEqual([
      [main.name, true, false, main.avatar],
      ['Sam', false, true, 'ocean'],
    ]);
    const [mine, theirs] = exported.profiles as [
      (typeof exported.profiles)[0],
      (typeof exported.profiles)[0],
    ];
    expect(mine.watchHistory.map((h) => [h.id, h.dateKnown])).toEqual(
      expect.arrayContaining([
        [c!.id, false],
        [b!.id, true],
      ]),
    );
    expect(mine.ratings.find((r) => r.id === b!.id)).toMatchObject({
      review: 'The twin was the ghost.',
      spoiler: true,
    });
    expect(mine.lists.map((l) => [l.name, l.public, l.items.length])).toEqual([
      ['Later, together', false, 2],
      ['Shared picks', true, 2],
    ]);
    expect(JSON.stringify(exported)).not.toMatch(/"(slug|pin|pinHash|hasPin|itemId|entryId)":/);

    const { agent: fresh } = await signedInAgent(t.app);
    const file = JSON.stringify(exported);
    const first = await upload(fresh, file, 'kinora-export.json', 'application/json');
    expect(first.status).toBe(200);
    const rows =
      mine.watchLater.length +
      mine.watchHistory.length +
      mine.ratings.length +
      4 +
      mine.hiddenFromContinueWatching.length +
      theirs.watchLater.length +
      theirs.ratings.length;
    expect(first.body.report).toMatchObject({
      format: 'kinora',
      rows,
      imported: {
        watchLater: 3,
        watchHistory: 3,
        ratings: 3,
        lists: 4,
        // Marking a title watched takes it off Continue watching too.
        hidden: mine.hiddenFromContinueWatching.length,
      },
      alreadyThere: 0,
      notImportedCount: 0,
      createdProfiles: ['Sam'],
    });

    const restored = accountExportSchema.parse((await fresh.get('/api/v1/user/export')).body);
    // Lists come back with their titles in order and notes; a title's `added` is when it was put back.
    const same = (p: (typeof exported.profiles)[0]) => {
      const {
        name: _name,
        preferences: _preferences,
        searchHistory: _s,
        chatHistory: _c,
        lists,
        ...kept
      } = p;
      const byName = [...lists].sort((x, y) => x.name.localeCompare(y.name));
      return {
        ...kept,
        lists: byName.map((l) => ({ ...l, items: l.items.map(({ added: _added, ...i }) => i) })),
      };
    };
    expect(restored.profiles.map((p) => [p.main, p.kids, p.avatar])).toEqual([
      [true, false, restored.profiles[0]!.avatar],
      [false, true, 'ocean'],
    ]);
    expect(restored.profiles[1]!.name).toBe('Sam');
    expect(same(restored.profiles[0]!)).toEqual({ ...same(mine), avatar: restored.profiles[0]!.avatar });
    expect(same(restored.profiles[1]!)).toEqual(same(theirs));

    const again = await upload(fresh, file, 'kinora-export.json', 'application/json');
    expect(again.body.report).toMatchObject({ imported: ZERO, alreadyThere: rows, createdProfiles: [] });
  });

  it("imports another profile's rows only as the main profile, and only as far as the account has room", async () => {
    const exported = {
      format: 'kinora-account-export',
      version: 2,
      profiles: [
        {
          name: 'Robin',
          main: true,
          watchLater: [{ type: 'movie', id: movies[0]!.id, title: movies[0]!.title }],
        },
        { name: 'Alex', watchLater: [{ type: 'movie', id: movies[1]!.id, title: movies[1]!.title }] },
      ],
    };
    const { agent, user } = await signedInAgent(t.app);
    // A second profile (Alex's namesake is missing) acting as the importer: only its own rows may go in.
    const kid = (await agent.mutate('profiles.create', { name: 'Kid', kids: true })).data;
    await agent.mutate('profiles.switch', { id: kid.id });
    const asKid = await upload(agent, JSON.stringify(exported), 'export.json', 'application/json');
    expect(asKid.body.report).toMatchObject({
      rows: 2,
      imported: ZERO,
      notImportedCount: 2,
      createdProfiles: [],
    });
    expect(asKid.body.report.notImported.map((r: { reason: string }) => r.reason)).toEqual([
      "these rows are the main profile's: only the main profile imports into another profile",
      "there is no profile called 'Alex' here, and only the main profile can add one",
    ]);

    // The main profile on an account that is full: Alex cannot be added, the main profile's rows go in.
    await agent.mutate('profiles.switch', { id: user.id });
    for (const name of ['B', 'C', 'D', 'E']) await agent.mutate('profiles.create', { name });
    const full = await upload(agent, JSON.stringify(exported), 'export.json', 'application/json');
    expect(full.body.report).toMatchObject({
      imported: { ...ZERO, watchLater: 1 },
      notImportedCount: 1,
      createdProfiles: [],
    });
    expect(full.body.report.notImported[0]).toEqual({
      line: 2,
      title: movies[1]!.title,
      reason:
        "the profile 'Alex' could not be added: An account can have at most 6 profiles. Delete one to add another.",
    });
    const rows = await t.app.deps.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(rows).toHaveLength(6);
  });
});
