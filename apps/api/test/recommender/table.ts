import { CHAT, type ChatContextEntry, type ChatTitle, type MediaType } from '@kinora/domain';
import { ratingWithin } from '@kinora/tmdb';
import { type Recommendation, recommend } from '../../src/services/chat/recommender/recommend';
import { fold } from '../../src/services/chat/recommender/text';
import { THEME_BY_ID } from '../../src/services/chat/recommender/themes';
import { ANONYMOUS_VIEWER, type Viewer } from '../../src/services/chat/recommender/viewer';
import type { Expectation, Row } from './questions';
import type { World } from './world';

/** Runs a row of the question table against a world and judges the answer against its expectations. */

export type Run = {
  query: string;
  answer: Recommendation;
  previous?: Recommendation;
  viewer: Viewer;
  /** Time of the final question alone (for the benchmark), in ms: as waited for, and as spent on the CPU. */
  ms: number;
  cpuMs: number;
};

/** How many of the anonymous answer's first titles the "watched" viewer has seen. */
const WATCHED_PICKS = 3;

const entryOf = (query: string, r: Recommendation): ChatContextEntry => ({
  query,
  datatext: r.introText || r.nothingFound || '',
  contentType: r.contentType,
  data: r.titles.map((t) => ({ id: t.id, media_type: t.media_type, title: t.title ?? t.name })),
});

export async function askRow(w: World, row: Row): Promise<Run> {
  const deps = { catalogue: w.catalogue, now: w.now };
  const history: ChatContextEntry[] = [];
  let previous: Recommendation | undefined;
  for (const q of row.before ?? []) {
    previous = await recommend(deps, ANONYMOUS_VIEWER, { query: q, history });
    history.push(entryOf(q, previous));
  }
  const query = typeof row.q === 'function' ? row.q(w) : row.q;
  let viewer: Viewer = ANONYMOUS_VIEWER;
  if (row.viewer === 'watched-the-first-picks') {
    // The same question without "even if I have seen it": the picks a newcomer would get.
    const plain = query.replace(/,? even if I have seen it/i, '');
    const fresh = await recommend(deps, ANONYMOUS_VIEWER, { query: plain, history });
    const seen = fresh.titles.slice(0, WATCHED_PICKS);
    viewer = {
      ...ANONYMOUS_VIEWER,
      watched: new Set(seen.map((t) => `${t.media_type}:${t.id}`)),
      recentlyWatched: seen.map((t) => ({ id: t.id, media: t.media_type, title: t.title ?? t.name })),
    };
  }
  const started = performance.now();
  const cpu = process.cpuUsage();
  const answer = await recommend(deps, viewer, { query, history });
  const spent = process.cpuUsage(cpu);
  return {
    query,
    answer,
    previous,
    viewer,
    ms: performance.now() - started,
    cpuMs: (spent.user + spent.system) / 1000,
  };
}

const yearOf = (t: ChatTitle) => Number((t.release_date ?? t.first_air_date ?? '').slice(0, 4));
const name = (t: ChatTitle) => `${t.title ?? t.name} (${t.media_type} ${t.id})`;

/** Titles related to a reference: recommended or similar for it, sharing a person with it, or sharing a genre. */
async function relatedTo(w: World, ref: { id: number; media_type: MediaType; genre_ids?: number[] }) {
  const { catalogue } = w;
  const safe = async <T>(p: Promise<T>) => p.catch(() => undefined);
  const [recs, similar, credits] = await Promise.all([
    safe(catalogue.recommendations(ref.media_type, ref.id)),
    safe(catalogue.similar(ref.media_type, ref.id)),
    safe(catalogue.credits(ref.media_type, ref.id)),
  ]);
  const ids = new Set([...(recs?.results ?? []), ...(similar?.results ?? [])].map((t) => t.id));
  for (const p of [...(credits?.crew ?? []), ...(credits?.cast ?? [])]) {
    const own = await safe(catalogue.personCredits(p.id));
    for (const e of [...(own?.cast ?? []), ...(own?.crew ?? [])]) ids.add(e.id);
  }
  const genres = new Set(ref.genre_ids ?? []);
  return (t: ChatTitle) => ids.has(t.id) || (t.genre_ids ?? []).some((g) => genres.has(g));
}

/** What shows a title's themes: its overview and its plot keywords (when the catalogue has any). */
async function evidenceOf(w: World, t: ChatTitle): Promise<string> {
  const keywords = await w.catalogue.keywords(t.media_type, t.id).catch(() => []);
  return [fold(t.overview ?? ''), ...keywords.map((k) => fold(k.name))].join(' | ');
}

function themeOf(id: string) {
  const theme = THEME_BY_ID.get(id);
  if (!theme) throw new Error(`the question table names an unknown theme: ${id}`);
  return theme;
}

/** Every way the answer misses its expectations, in words (empty when it fits). */
export async function judge(w: World, row: Row, run: Run): Promise<string[]> {
  const e: Expectation = typeof row.expect === 'function' ? row.expect(w) : row.expect;
  const { answer } = run;
  const titles = answer.titles;
  const problems: string[] = [];
  const every = (what: string, ok: (t: ChatTitle) => boolean | Promise<boolean>) =>
    Promise.all(titles.map(async (t) => ((await ok(t)) ? undefined : name(t)))).then((bad) => {
      const misses = bad.filter(Boolean);
      if (misses.length > 0) problems.push(`${what}: ${misses.join(', ')}`);
    });

  if (e.nothingFound) {
    if (titles.length > 0) problems.push(`expected no titles, got ${titles.map(name).join(', ')}`);
    if (!e.nothingFound.test(answer.nothingFound ?? ''))
      problems.push(`nothing-found text was "${answer.nothingFound}"`);
    return problems;
  }
  const min = e.minTitles ?? CHAT.MIN_TITLES;
  if (titles.length < min || titles.length > CHAT.MAX_TITLES) {
    problems.push(
      `${titles.length} titles (want ${min}..${CHAT.MAX_TITLES}): ${answer.nothingFound ?? answer.introText}`,
    );
  }
  if (titles.length > 0 && !answer.introText) problems.push('no intro');
  if (new Set(titles.map((t) => `${t.media_type}:${t.id}`)).size !== titles.length)
    problems.push('a title twice');
  await every('has no picture', (t) => Boolean(t.poster_path || t.backdrop_path));
  if (e.media) {
    if (answer.contentType !== e.media) problems.push(`contentType ${answer.contentType}`);
    await every(`not ${e.media}`, (t) => t.media_type === e.media);
  }
  if (e.genres)
    await every(`none of genres ${e.genres}`, (t) => (t.genre_ids ?? []).some((g) => e.genres?.includes(g)));
  if (e.withoutGenres)
    await every(
      `one of ${e.withoutGenres}`,
      (t) => !(t.genre_ids ?? []).some((g) => e.withoutGenres?.includes(g)),
    );
  const today = w.now().toISOString().slice(0, 10);
  if (!e.upcoming)
    await every('not released yet', (t) => (t.release_date ?? t.first_air_date ?? '9999') <= today);
  if (e.upcoming) await every('already released', (t) => (t.release_date ?? t.first_air_date ?? '') > today);
  if (e.years) {
    const { from = 0, to = 9999 } = e.years;
    await every(`outside ${from}-${to}`, (t) => yearOf(t) >= from && yearOf(t) <= to);
  }
  if (e.recentYears !== undefined) {
    const from = w.now().getUTCFullYear() - e.recentYears;
    await every(`older than ${from}`, (t) => yearOf(t) >= from);
  }
  if (e.language) await every(`not in ${e.language}`, (t) => t.original_language === e.language);
  if (e.notLanguage) await every(`in ${e.notLanguage}`, (t) => t.original_language !== e.notLanguage);
  const isAnime = (t: ChatTitle) => t.original_language === 'ja' && (t.genre_ids ?? []).includes(16);
  if (e.anime) await every('not anime', isAnime);
  if (e.notAnime) await every('anime', (t) => !isAnime(t));
  for (const id of e.keywords ?? [])
    await every(`not about ${id}`, async (t) => themeOf(id).evidence.test(await evidenceOf(w, t)));
  for (const id of e.withoutKeywords ?? [])
    await every(`about ${id}`, async (t) => !themeOf(id).evidence.test(await evidenceOf(w, t)));
  const limit = e.certification;
  if (limit) {
    await every(`rated above ${limit} or unrated`, async (t) =>
      ratingWithin(
        t.media_type,
        await w.catalogue.certification(t.media_type, t.id).catch(() => null),
        limit,
      ),
    );
  }
  if (e.intro && titles.length > 0) {
    const first = answer.introText.split(/(?<=\.) /)[0] ?? '';
    if (!e.intro.test(first)) problems.push(`intro "${first}" does not match ${e.intro}`);
  }
  if (e.maxMinutes !== undefined || e.minMinutes !== undefined) {
    await every('wrong length', async (t) => {
      const minutes = await w.runtimeOf(t.media_type, t.id);
      return minutes !== undefined && minutes <= (e.maxMinutes ?? 10_000) && minutes >= (e.minMinutes ?? 0);
    });
  }
  if (e.person) {
    const who = e.person === 'director' ? w.director : w.actor;
    const credits = await w.catalogue.personCredits(who.id);
    const ids = new Set(
      (e.person === 'director' ? credits.crew.filter((c) => c.job === 'Director') : credits.cast).map(
        (c) => c.id,
      ),
    );
    await every(`not ${e.person === 'director' ? 'directed by' : 'with'} ${who.name}`, (t) => ids.has(t.id));
  }
  if (e.like) {
    const ref =
      e.like === 'second-of-previous'
        ? (run.previous?.titles[1] as ChatTitle)
        : { ...w.refs[e.like], media_type: w.refs[e.like].media_type };
    if (!ref) problems.push('no previous answer to compare with');
    else {
      const isRelated = await relatedTo(w, ref);
      await every(`unrelated to ${ref.title ?? ref.name}`, isRelated);
      await every('is the reference itself', (t) => t.id !== ref.id);
    }
  }
  if (e.newTitles) {
    const before = new Set((run.previous?.titles ?? []).map((t) => t.id));
    await every('repeats the previous answer', (t) => !before.has(t.id));
  }
  if (e.leavesOutWatched) {
    if (run.viewer.watched.size === 0) problems.push('the viewer watched nothing: nothing to leave out');
    await every('already watched', (t) => !run.viewer.watched.has(`${t.media_type}:${t.id}`));
    if (!/already watched/.test(answer.introText))
      problems.push(`intro does not say it left watched titles out: ${answer.introText}`);
  }
  if (e.includesWatched && !titles.some((t) => run.viewer.watched.has(`${t.media_type}:${t.id}`))) {
    problems.push('none of the watched titles came back although asked for');
  }
  return problems;
}
