import type { CatalogueItem, SeasonDetail, TitleDetail } from '@kinora/domain';
import { isoDay } from '../shared/dates';
import type { DayView } from './day-view';
import { demoImagePath } from './image-paths';
import { demoImdbId } from './imdb-ids';
import { type DemoLanguage, ENGLISH } from './languages';
import { episodeId, seasonId } from './layout';
import { localTitle } from './local-titles';
import type { MovieRecord } from './movie-records';
import { episodeName } from './naming';
import { createRng, round1, STREAM } from './prng';
import { ENGLISH_OVERVIEW, planOverview, type TitleProse, writeOverview } from './prose';
import { episodeDay, type SeasonSlot } from './schedule';
import type { TvRecord } from './tv-records';

/** Demo records turned into TMDB's JSON shapes (same field names and types as the recorded responses). */

const NO_STILL_SHARE = 0.05;
const NO_SEASON_POSTER_SHARE = 0.1;
const FINALE_TYPE = 'finale';
/** Films further out than this are still shooting; nearer ones are in post-production. */
const IN_PRODUCTION_AFTER_DAYS = 70;
const SEASON_OVERVIEW_SHARE = 0.6;
/** Seasons and episodes are rated around their show, within these swings. */
const SEASON_RATING_SWING = 0.6;
const EPISODE_RATING_SWING = 1;
const EPISODE_RATING = { MIN: 3, MAX: 9.8 } as const;
const SEASON_RATING_MAX = 9.5;
const EPISODE_VOTES = [3, 400] as const;
const EPISODE_RUNTIME_SWING = 3;
/** Future episodes often have no synopsis yet. */
const FUTURE_OVERVIEW_SHARE = 0.5;

/** A title's overview in `lang`: the English one is kept written; others are written from the same plan. */
function overviewIn(lang: DemoLanguage, record: TitleProse): string {
  return lang.overview === ENGLISH_OVERVIEW
    ? record.overview
    : writeOverview(record.overviewPlan, lang.overview);
}

function taglineIn(lang: DemoLanguage, record: TitleProse): string {
  return record.taglineIndex === null ? '' : (lang.taglines[record.taglineIndex] ?? record.tagline);
}

export function movieItem(
  seed: number,
  view: DayView,
  m: MovieRecord,
  lang: DemoLanguage = ENGLISH,
): CatalogueItem {
  return {
    adult: m.adult,
    backdrop_path: m.hasBackdrop ? demoImagePath(seed, 'b', 'm', m.id) : null,
    genre_ids: [...m.genreIds],
    id: m.id,
    original_language: m.originalLanguage,
    original_title: m.originalTitle,
    overview: overviewIn(lang, m),
    popularity: m.popularity,
    poster_path: m.hasPoster ? demoImagePath(seed, 'p', 'm', m.id) : null,
    release_date: isoDay(view.releaseDay(m)),
    title: localTitle(seed, 'movie', m, lang.locale) ?? m.title,
    video: false,
    vote_average: m.voteAverage,
    vote_count: m.voteCount,
  };
}

export function tvItem(
  seed: number,
  view: DayView,
  t: TvRecord,
  lang: DemoLanguage = ENGLISH,
): CatalogueItem {
  return {
    adult: false,
    backdrop_path: t.hasBackdrop ? demoImagePath(seed, 'b', 't', t.id) : null,
    genre_ids: [...t.genreIds],
    id: t.id,
    origin_country: [t.originCountry],
    original_language: t.originalLanguage,
    original_name: t.originalName,
    overview: overviewIn(lang, t),
    popularity: t.popularity,
    poster_path: t.hasPoster ? demoImagePath(seed, 'p', 't', t.id) : null,
    first_air_date: isoDay(view.schedule(t).firstAirDay),
    name:
      localTitle(
        seed,
        'tv',
        {
          index: t.index,
          originalLanguage: t.originalLanguage,
          title: t.name,
          originalTitle: t.originalName,
        },
        lang.locale,
      ) ?? t.name,
    vote_average: t.voteAverage,
    vote_count: t.voteCount,
  };
}

const genres = (ids: readonly number[], lang: DemoLanguage) =>
  ids.map((id) => ({ id, name: lang.genres[id] ?? 'Unknown' }));

export function movieDetail(
  seed: number,
  view: DayView,
  m: MovieRecord,
  lang: DemoLanguage = ENGLISH,
): TitleDetail {
  const released = view.releaseDay(m) <= view.day;
  const { genre_ids: _ids, ...item } = movieItem(seed, view, m, lang);
  return {
    ...item,
    belongs_to_collection: null,
    genres: genres(m.genreIds, lang),
    homepage: m.homepage,
    imdb_id: demoImdbId('movie', m.index),
    // The demo draws posters and backdrops but no title logos: the page shows the text title.
    logo: null,
    origin_country: [m.originCountry],
    runtime: m.runtime,
    status: released
      ? 'Released'
      : m.releaseOffset > IN_PRODUCTION_AFTER_DAYS
        ? 'In Production'
        : 'Post Production',
    tagline: taglineIn(lang, m),
  };
}

export function tvDetail(
  seed: number,
  view: DayView,
  t: TvRecord,
  createdBy: TitleDetail['created_by'],
  lang: DemoLanguage = ENGLISH,
): TitleDetail {
  const schedule = view.schedule(t);
  const { genre_ids: _ids, ...item } = tvItem(seed, view, t, lang);
  const last = schedule.lastAired;
  const next = schedule.nextToAir;
  const episodeAt = (at: { season: number; episode: number }) => {
    const slot = schedule.seasons[at.season - 1];
    return slot ? episode(seed, view, t, slot, at.episode, lang) : null;
  };
  return {
    ...item,
    ...(last ? { last_air_date: isoDay(last.day) } : {}),
    created_by: createdBy,
    episode_run_time: [t.episodeRunTime],
    genres: genres(t.genreIds, lang),
    homepage: t.homepage,
    in_production: t.airingKind !== 'ended' && t.airingKind !== 'canceled',
    languages: [t.originalLanguage],
    logo: null,
    last_episode_to_air: last ? episodeAt(last) : null,
    next_episode_to_air: next ? episodeAt(next) : null,
    number_of_episodes: t.episodeCounts.reduce((sum, n) => sum + n, 0),
    number_of_seasons: t.episodeCounts.length,
    seasons: schedule.seasons.map((slot) => seasonSummary(seed, t, slot, lang)),
    status: STATUS[t.airingKind],
    tagline: taglineIn(lang, t),
    type: t.type,
  };
}

const STATUS: Readonly<Record<TvRecord['airingKind'], string>> = {
  airing: 'Returning Series',
  premiere: 'In Production',
  returning: 'Returning Series',
  ended: 'Ended',
  canceled: 'Canceled',
};

function seasonSummary(seed: number, t: TvRecord, slot: SeasonSlot, lang: DemoLanguage) {
  const rng = createRng(seed, STREAM.SEASON, t.index, slot.number);
  return {
    air_date: isoDay(slot.startDay),
    episode_count: slot.episodeCount,
    id: seasonId(t.index, slot.number),
    name: lang.seasonName(slot.number),
    overview: rng.chance(SEASON_OVERVIEW_SHARE) ? writeOverview(planOverview(rng), lang.overview) : '',
    poster_path: seasonPoster(seed, t, slot.number),
    season_number: slot.number,
    vote_average: round1(
      Math.min(SEASON_RATING_MAX, t.voteAverage + rng.float(-SEASON_RATING_SWING, SEASON_RATING_SWING)),
    ),
  };
}

/** Whether a season has its own poster; pure, so the image renderer can answer without a catalogue. */
export function seasonPoster(seed: number, t: TvRecord, season: number): string | null {
  if (!t.hasPoster || createRng(seed, STREAM.IMAGE, t.index, season).chance(NO_SEASON_POSTER_SHARE))
    return null;
  return demoImagePath(seed, 'p', 'n', seasonId(t.index, season));
}

export function seasonDetail(
  seed: number,
  view: DayView,
  t: TvRecord,
  slot: SeasonSlot,
  lang: DemoLanguage = ENGLISH,
): SeasonDetail {
  const summary = seasonSummary(seed, t, slot, lang);
  const episodes = Array.from({ length: slot.episodeCount }, (_, i) =>
    episode(seed, view, t, slot, i + 1, lang),
  );
  const { episode_count: _count, ...rest } = summary;
  return { _id: `${summary.id}`, ...rest, episodes };
}

export function episode(
  seed: number,
  view: DayView,
  t: TvRecord,
  slot: SeasonSlot,
  n: number,
  lang: DemoLanguage = ENGLISH,
) {
  const rng = createRng(seed, STREAM.EPISODE, t.index, slot.number, n);
  const day = episodeDay(slot, n);
  const aired = day <= view.day;
  const isFinale = n === slot.episodeCount;
  const id = episodeId(t.index, slot.number, n);
  return {
    air_date: isoDay(day),
    episode_number: n,
    episode_type: isFinale ? FINALE_TYPE : 'standard',
    id,
    name: episodeName(rng, n, isFinale, lang.episodes),
    overview:
      aired || rng.chance(FUTURE_OVERVIEW_SHARE) ? writeOverview(planOverview(rng), lang.overview) : '',
    production_code: '',
    runtime: t.episodeRunTime + rng.int(-EPISODE_RUNTIME_SWING, EPISODE_RUNTIME_SWING),
    season_number: slot.number,
    show_id: t.id,
    still_path: aired && !rng.chance(NO_STILL_SHARE) ? demoImagePath(seed, 's', 'e', id) : null,
    vote_average: aired
      ? episodeRating(t.voteAverage + rng.float(-EPISODE_RATING_SWING, EPISODE_RATING_SWING))
      : 0,
    vote_count: aired ? rng.int(...EPISODE_VOTES) : 0,
  };
}

const episodeRating = (value: number) =>
  round1(Math.min(EPISODE_RATING.MAX, Math.max(EPISODE_RATING.MIN, value)));

/** An episode's name, by the same draws `episode` makes, for the image renderer. */
export function episodeTitle(seed: number, tvIndex: number, season: SeasonSlot, n: number): string {
  const rng = createRng(seed, STREAM.EPISODE, tvIndex, season.number, n);
  return episodeName(rng, n, n === season.episodeCount);
}
