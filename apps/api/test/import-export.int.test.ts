import { readFileSync } from 'node:fs';
import { IMPORT_MAX_BYTES } from '@kinora/domain';
import {
  ACCOUNT_EXPORT_FORMAT,
  accountExportSchema,
  type ExportedProfile,
  importEventSchema,
} from '@kinora/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { type Picked, pickTitles } from './helpers/pick-titles';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let movies: Picked[];
let show: Picked;
const imdbIds = new Map<number, string>();

const csv = (...lines: string[]) => `${lines.join('\n')}\n`;

/** A sample export from test/fixtures/import with its placeholders filled from today's demo catalogue. */
function sample(name: string): string {
  const text = readFileSync(new URL(`./fixtures/import/${name}`, import.meta.url), 'utf8');
  return text.replace(/\{\{(\w+)(?::(\d+))?\}\}/g, (_match, field: string, index?: string) => {
    const movie = movies[Number(index ?? 0)]!;
    const values: Record<string, string | number> = {
      title: movie.title,
      year: movie.year,
      imdb: imdbIds.get(movie.id)!,
      showTitle: show.title,
      showYear: show.year,
      showId: show.id,
    };
    return String(values[field]);
  });
}

function upload(agent: Agent, file: string, options: { name?: string; type?: string; accept?: string } = {}) {
  const query = options.name ? `?name=${encodeURIComponent(options.name)}` : '';
  return agent.request('POST', `/api/v1/user/import${query}`, {
    rawBody: file,
    headers: {
      'content-type': options.type ?? 'text/csv',
      ...(options.accept ? { accept: options.accept } : {}),
    },
  });
}

const historyOf = async (agent: Agent) =>
  (await agent.query('history.watch')).data as Array<{
    id: number;
    type: string;
    season?: number;
    episode?: number;
    date: string;
  }>;
const watchLaterOf = async (agent: Agent) =>
  (await agent.query('watchlist.list')).data as Array<{ id: number; type: string; added: string }>;

describe.skipIf(skipDatabaseSuite)('import and export of an account', () => {
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

  it('imports the sample exports of each service: duplicates once, unknown and malformed rows reported', async () => {
    const { agent } = await signedInAgent(t.app);
    const letterboxd = await upload(agent, sample('letterboxd-diary.csv'), { name: 'diary.csv' });
    expect(letterboxd.body.report).toMatchObject({
      format: 'letterboxd',
      rows: 6,
      imported: { watchLater: 0, watchHistory: 2 },
      alreadyThere: 1,
      notImportedCount: 3,
    });
    expect(letterboxd.body.report.notImported.map((r: { line: number }) => r.line)).toEqual([5, 6, 7]);

    const imdb = await upload(agent, sample('imdb-ratings.csv'), { name: 'ratings.csv' });
    expect(imdb.body.report).toMatchObject({
      format: 'imdb',
      rows: 5,
      imported: { watchHistory: 2 },
      alreadyThere: 1,
      notImportedCount: 2,
    });
    expect(imdb.body.report.notImported.map((r: { reason: string }) => r.reason)).toEqual([
      "IMDb title type 'tvEpisode' cannot be imported",
      'no title in the catalogue matches it',
    ]);

    const trakt = await upload(agent, sample('trakt-history.csv'));
    expect(trakt.body.report).toMatchObject({
      format: 'trakt',
      rows: 6,
      imported: { watchHistory: 3 },
      alreadyThere: 1,
      notImportedCount: 2,
    });
    expect(await historyOf(agent)).toHaveLength(7);
    for (const name of ['letterboxd-diary.csv', 'imdb-ratings.csv', 'trakt-history.csv']) {
      const again = await upload(agent, sample(name), { name: name.includes('imdb') ? 'ratings.csv' : name });
      expect(again.body.report.imported, name).toEqual({
        watchLater: 0,
        watchHistory: 0,
        ratings: 0,
        lists: 0,
        hidden: 0,
      });
    }
    expect(await historyOf(agent)).toHaveLength(7);
  });

  it('imports a Letterboxd diary into the watch history, reports what it could not, and adds nothing twice', async () => {
    const { agent } = await signedInAgent(t.app);
    const [a, b, c] = movies;
    const file = csv(
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      `2024-01-03,${a!.title},${a!.year},https://boxd.it/a,4,,,2024-01-02`,
      `2024-02-03,"${b!.title}",${b!.year},https://boxd.it/b,3.5,,"a, b",2024-02-01`,
      `2024-03-03,${c!.title},${c!.year},https://boxd.it/c,5,,,2024-03-01`,
      `2024-03-03,${c!.title},${c!.year},https://boxd.it/c,5,,,2024-03-01`,
      '2024-04-01,Zzxqv Never Made,1999,https://boxd.it/x,2,,,2024-04-01',
      '2024-04-02,,2001,https://boxd.it/y,2,,,2024-04-02',
      `2024-04-03,${a!.title},${a!.year},https://boxd.it/a,4,Yes,,last tuesday`,
    );
    const first = await upload(agent, file, { name: 'diary.csv' });
    expect(first.status).toBe(200);
    expect(first.body.report).toMatchObject({
      format: 'letterboxd',
      rows: 7,
      imported: { watchLater: 0, watchHistory: 3 },
      alreadyThere: 1,
      leftOut: 0,
      notImportedCount: 3,
    });
    expect(first.body.report.notImported).toEqual([
      { line: 6, title: 'Zzxqv Never Made', year: 1999, reason: 'no title in the catalogue matches it' },
      { line: 7, title: '', year: 2001, reason: 'the row has no Name' },
      { line: 8, title: a!.title, year: a!.year, reason: "the date 'last tuesday' is not a date" },
    ]);
    const history = await historyOf(agent);
    expect(history.map((h) => [h.id, h.date.slice(0, 10)])).toEqual([
      [c!.id, '2024-03-01'],
      [b!.id, '2024-02-01'],
      [a!.id, '2024-01-02'],
    ]);

    const again = await upload(agent, file, { name: 'diary.csv' });
    expect(again.body.report).toMatchObject({
      imported: { watchLater: 0, watchHistory: 0 },
      alreadyThere: 4,
    });
    expect(await historyOf(agent)).toHaveLength(3);
  });

  it('stores undated history rows as watched now, and adds nothing when they come again', async () => {
    const { agent } = await signedInAgent(t.app);
    const [a, b, c] = movies;
    // A title watched long ago: an undated row of it later is already there (not a new view "now").
    const diary = csv(
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      `2020-05-02,${c!.title},${c!.year},https://boxd.it/c,4,,,2020-05-01`,
    );
    expect((await upload(agent, diary, { name: 'diary.csv' })).body.report.imported.watchHistory).toBe(1);
    const undated = csv(
      'Date,Name,Year,Letterboxd URI',
      ...[a, b, c].map((m) => `,${m!.title},${m!.year},https://boxd.it/u`),
    );
    const first = await upload(agent, undated, { name: 'watched.csv' });
    expect(first.body.report).toMatchObject({
      imported: { watchLater: 0, watchHistory: 2 },
      alreadyThere: 1,
      notImportedCount: 0,
    });
    const again = await upload(agent, undated, { name: 'watched.csv' });
    expect(again.body.report).toMatchObject({
      imported: { watchLater: 0, watchHistory: 0 },
      alreadyThere: 3,
    });
    const history = await historyOf(agent);
    expect(history.map((h) => h.id).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    expect(history.find((h) => h.id === c!.id)?.date.slice(0, 10)).toBe('2020-05-01');
  });

  it("fills the watch-later list from a Letterboxd watchlist, told by the file's name", async () => {
    const { agent } = await signedInAgent(t.app);
    const file = csv(
      'Date,Name,Year,Letterboxd URI',
      ...movies.slice(0, 2).map((m) => `2025-05-01,${m.title},${m.year},https://boxd.it/w`),
    );
    const reply = await upload(agent, file, { name: 'watchlist.csv' });
    expect(reply.body.report.imported).toMatchObject({ watchLater: 2, watchHistory: 0, lists: 0 });
    expect((await watchLaterOf(agent)).map((w) => w.id).sort()).toEqual(
      movies
        .slice(0, 2)
        .map((m) => m.id)
        .sort(),
    );
  });

  it('matches IMDb rows by their IMDb id, whatever their title says, and refuses episodes by IMDb id', async () => {
    const { agent } = await signedInAgent(t.app);
    const [a, b] = movies;
    const ratings = csv(
      'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
      `${imdbIds.get(a!.id)},8,2023-06-01,A Title IMDb Spells Differently,,https://imdb.com/x,movie,7.1,120,${a!.year},Drama,1000,,`,
      `${imdbIds.get(b!.id)},7,2023-06-02,"${b!.title}",,https://imdb.com/y,movie,6.0,95,${b!.year},Comedy,500,,`,
      'tt0999999,6,2023-06-03,Some Episode,,https://imdb.com/z,tvEpisode,6.0,45,2001,Drama,10,,',
    );
    const reply = await upload(agent, ratings, { name: 'ratings.csv' });
    expect(reply.body.report).toMatchObject({ format: 'imdb', imported: { watchHistory: 2 } });
    expect(reply.body.report.notImported).toEqual([
      {
        line: 4,
        title: 'Some Episode',
        year: 2001,
        reason: "IMDb title type 'tvEpisode' cannot be imported",
      },
    ]);

    const watchlist = csv(
      'Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated',
      `1,${imdbIds.get(movies[2]!.id)},2024-01-01,2024-01-01,,"${movies[2]!.title}",,https://imdb.com/a,movie,7,100,${movies[2]!.year},Drama,1,,,,`,
    );
    const listed = await upload(agent, watchlist, { name: 'WATCHLIST.csv' });
    expect(listed.body.report.imported).toMatchObject({ watchLater: 1, watchHistory: 0, lists: 0 });
  });

  it('imports Trakt history with episodes by TMDB id, and reports malformed rows', async () => {
    const { agent } = await signedInAgent(t.app);
    const file = csv(
      'watched_at,type,title,year,trakt_id,imdb_id,tmdb_id,season,episode',
      `2025-01-01T20:00:00.000Z,episode,${show.title},${show.year},1,,${show.id},1,2`,
      `2025-01-02T20:00:00.000Z,episode,${show.title},${show.year},1,,${show.id},1,3`,
      `2025-01-03T20:00:00.000Z,movie,,,2,${imdbIds.get(movies[3]!.id)},,,`,
      `2025-01-04T20:00:00.000Z,episode,${show.title},${show.year},1,,${show.id},1,`,
      `2025-01-05T20:00:00.000Z,episode,${show.title},${show.year},1,,${show.id},1,999`,
      '2025-01-06T20:00:00.000Z,person,Someone,,3,,,,',
    );
    const reply = await upload(agent, file);
    expect(reply.body.report).toMatchObject({
      format: 'trakt',
      imported: { watchHistory: 3 },
      notImportedCount: 3,
    });
    expect(
      reply.body.report.notImported.map((r: { line: number; reason: string }) => [r.line, r.reason]),
    ).toEqual([
      [5, 'an episode needs its season and episode numbers'],
      [6, 'Season 1 has no episode 999'],
      [7, "type must be movie, show or episode, not 'person'"],
    ]);
    const history = await historyOf(agent);
    expect(history.map((h) => [h.type, h.id, h.season, h.episode])).toEqual([
      ['movie', movies[3]!.id, undefined, undefined],
      ['tv', show.id, 1, 3],
      ['tv', show.id, 1, 2],
    ]);
  });

  it('exports everything on both doors, and an export re-imported brings deleted entries back', async () => {
    const { agent, user } = await signedInAgent(t.app);
    for (const m of movies.slice(0, 3)) await agent.put(`/api/v1/movies/addWatch/${m.id}`);
    for (const m of movies.slice(3, 5))
      await agent.mutate('history.recordWatch', { type: 'movie', id: m.id });
    await agent.get(`/api/v1/search/movie/${encodeURIComponent(movies[0]!.title)}`);

    const rest = await agent.get('/api/v1/user/export');
    expect(rest.status).toBe(200);
    expect(rest.headers['content-disposition']).toMatch(
      /^attachment; filename="kinora-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = accountExportSchema.parse(rest.body);
    expect(exported).toMatchObject({
      format: ACCOUNT_EXPORT_FORMAT,
      version: 2,
      account: { username: user.username, email: user.email },
      game: { bestScore: 0 },
    });
    expect(exported.profiles).toHaveLength(1);
    const [mine] = exported.profiles as [ExportedProfile];
    expect(mine).toMatchObject({ main: true, kids: false, preferences: { adultContent: false } });
    expect(mine.watchLater.map((w) => w.id)).toEqual([movies[2]!.id, movies[1]!.id, movies[0]!.id]);
    expect(mine.watchHistory.map((w) => [w.id, w.dateKnown])).toEqual([
      [movies[4]!.id, true],
      [movies[3]!.id, true],
    ]);
    expect(mine.searchHistory).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toMatch(/"(entryId|itemId|password\w*|\w*hash|pin|hasPin|slug)":/i);
    expect((await agent.query('account.export')).data).toEqual({
      ...exported,
      exportedAt: expect.any(String),
    });

    await agent.delete(`/api/v1/movies/removeWatch/${movies[0]!.id}`);
    const watched = (await agent.query('history.watch')).data as Array<{ entryId: string }>;
    await agent.mutate('history.delete', { kind: 'watch', entryId: watched[0]!.entryId });

    const reply = await upload(agent, JSON.stringify(exported), {
      name: 'export.json',
      type: 'application/json',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.report).toMatchObject({
      format: 'kinora',
      rows: 5,
      imported: { watchLater: 1, watchHistory: 1 },
      alreadyThere: 3,
      notImportedCount: 0,
      createdProfiles: [],
    });
    const restored = accountExportSchema.parse((await agent.get('/api/v1/user/export')).body);
    expect(restored.profiles[0]!.watchLater).toEqual(mine.watchLater);
    expect(restored.profiles[0]!.watchHistory).toEqual(mine.watchHistory);
  });

  it('still imports a version 1 export into the active profile, as before', async () => {
    const { agent } = await signedInAgent(t.app);
    const [a, b] = movies;
    const v1 = {
      format: ACCOUNT_EXPORT_FORMAT,
      version: 1,
      exportedAt: '2025-01-01T00:00:00.000Z',
      preferences: { adultContent: false, region: null },
      watchLater: [{ id: a!.id, type: 'movie', title: a!.title, added: '2024-05-01T10:00:00.000Z' }],
      watchHistory: [{ id: b!.id, type: 'movie', title: b!.title, date: '2024-06-01T10:00:00.000Z' }],
      searchHistory: [],
      chatHistory: [],
      hiddenFromContinueWatching: [],
      game: { bestScore: 0 },
    };
    const first = await upload(agent, JSON.stringify(v1), { type: 'application/json' });
    expect(first.body.report).toMatchObject({
      format: 'kinora',
      rows: 2,
      imported: { watchLater: 1, watchHistory: 1, ratings: 0, lists: 0, hidden: 0 },
      notImportedCount: 0,
    });
    expect((await watchLaterOf(agent)).map((w) => [w.id, w.added])).toEqual([
      [a!.id, '2024-05-01T10:00:00.000Z'],
    ]);
    expect((await historyOf(agent)).map((h) => [h.id, h.date])).toEqual([
      [b!.id, '2024-06-01T10:00:00.000Z'],
    ]);
    const again = await upload(agent, JSON.stringify(v1), { type: 'application/json' });
    expect(again.body.report).toMatchObject({
      imported: { watchLater: 0, watchHistory: 0 },
      alreadyThere: 2,
    });
  });

  it("trims a Kinora export's titles as the CSV readers trim theirs", async () => {
    const { agent } = await signedInAgent(t.app);
    const file = JSON.stringify({
      format: ACCOUNT_EXPORT_FORMAT,
      version: 1,
      watchHistory: [{ type: 'person', id: 1, title: ' \t=Not A Title \r\n' }],
    });
    const reply = await upload(agent, file, { type: 'application/json' });
    expect(reply.body.report.notImported).toEqual([
      { line: 1, title: '=Not A Title', reason: 'the entry is not a title Kinora exported' },
    ]);
  });

  it('streams progress lines and then the report when asked for NDJSON', async () => {
    const { agent } = await signedInAgent(t.app);
    const rows = Array.from({ length: 250 }, (_, i) => {
      const m = movies[i % movies.length]!;
      return `2020-01-01,${m.title},${m.year},https://boxd.it/${i},,,,2020-01-${String((i % 28) + 1).padStart(2, '0')}`;
    });
    const file = csv('Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date', ...rows);
    const reply = await upload(agent, file, { accept: 'application/x-ndjson' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const events = (reply.raw.body as string)
      .trim()
      .split('\n')
      .map((line) => importEventSchema.parse(JSON.parse(line)));
    expect(events.map((e) => e.type)).toEqual(['start', 'progress', 'progress', 'progress', 'report']);
    const progress = events.filter((e) => e.type === 'progress');
    expect(progress.map((p) => p.rows)).toEqual([100, 200, 250]);
    expect(progress.at(-1)).toMatchObject({
      bytes: Buffer.byteLength(file),
      totalBytes: Buffer.byteLength(file),
    });
    const report = events.at(-1);
    expect(report?.type === 'report' && report.report.rows).toBe(250);
  });

  it('refuses files it cannot read with a message, and changes nothing', async () => {
    const { agent } = await signedInAgent(t.app);
    const cases: [string, string, string][] = [
      [csv('a,b,c', '1,2,3'), 'text/csv', 'This file is not one Kinora can import'],
      ['{"hello": "world"}', 'application/json', 'This JSON file is not a Kinora export'],
      ['{"format": "kinora-account-ex', 'application/json', 'The file is not valid JSON'],
      ['', 'text/csv', 'The file is empty'],
      [
        csv('Date,Name,Year,Letterboxd URI', '2024-01-01,"Unclosed,1999,x'),
        'text/csv',
        'The file is not valid CSV',
      ],
      [
        JSON.stringify({ format: ACCOUNT_EXPORT_FORMAT, version: 3, profiles: [] }),
        'application/json',
        'This Kinora export is version 3; this server reads versions up to 2',
      ],
    ];
    for (const [file, type, message] of cases) {
      const reply = await upload(agent, file, { type });
      expect(reply.status, message).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    const huge = `Date,Name,Year,Letterboxd URI\n${'x'.repeat(IMPORT_MAX_BYTES)}`;
    const tooLarge = await upload(agent, huge);
    expect([400, 413]).toContain(tooLarge.status);
    expect(await historyOf(agent)).toEqual([]);
    expect(await watchLaterOf(agent)).toEqual([]);
  });

  it('reads a file sent over a real connection, where the body arrives as a stream', async () => {
    const { agent } = await signedInAgent(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const file = csv(
      'Date,Name,Year,Letterboxd URI',
      `2024-01-01,"${movies[5]!.title}",${movies[5]!.year},x`,
    );
    const reply = await fetch(`${address}/api/v1/user/import?name=watchlist.csv`, {
      method: 'POST',
      headers: {
        cookie,
        'x-xsrf-token': agent.cookies.get('XSRF-TOKEN')!,
        'content-type': 'application/octet-stream',
        accept: 'application/x-ndjson',
      },
      body: file,
    });
    expect(reply.status).toBe(200);
    const lines = (await reply.text()).trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      type: 'report',
      report: { imported: { watchLater: 1 } },
    });
  });

  it('needs a signed-in caller and the anti-forgery header', async () => {
    const { agent } = await signedInAgent(t.app);
    const file = csv('Date,Name,Year,Letterboxd URI', `2024-01-01,${movies[0]!.title},${movies[0]!.year},x`);
    const forged = await agent.request('POST', '/api/v1/user/import', {
      rawBody: file,
      xsrf: false,
      headers: { 'content-type': 'text/csv' },
    });
    expect(forged.status).toBe(403);
    await agent.post('/api/v1/auth/logout');
    expect((await upload(agent, file)).status).toBe(401);
    expect((await agent.get('/api/v1/user/export')).status).toBe(401);
  });
});
