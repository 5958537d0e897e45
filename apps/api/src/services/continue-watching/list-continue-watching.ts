import { type ContinueWatchingItem, type Episode, isAppError, type MediaType } from '@kinora/domain';
import { CONTINUE_WATCHING_MAX } from '@kinora/domain/schemas';
import { eq } from 'drizzle-orm';
import { continueHidden, watchHistory } from '../../db/schema';
import { USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';
import { mapWithConcurrency } from '../../lib/concurrency';

/** Shows are looked up a few at a time: each may need its season and the show's details. */
const SHOW_LOOKUPS_AT_ONCE = 4;

type LastWatch = typeof watchHistory.$inferSelect;

const key = (media: MediaType, id: number) => `${media}:${id}`;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The Continue watching row, from the watch history: per title, its latest watch, newest first. A movie is
 * offered again as it is; a show offers the episode after the last one watched, once it has aired (a show the
 * viewer is caught up on waits for its next episode). Titles the viewer hid stay away until watched again.
 * A show the catalogue cannot answer for is left out: the row never fails.
 */
export async function listContinueWatching(deps: Deps, profileId: string): Promise<ContinueWatchingItem[]> {
  const [rows, hidden] = await Promise.all([
    deps.db
      .select()
      .from(watchHistory)
      .where(eq(watchHistory.profileId, profileId))
      .orderBy(...USER_LISTS.watch.newestFirst),
    deps.db.select().from(continueHidden).where(eq(continueHidden.profileId, profileId)),
  ]);
  const hiddenAt = new Map(hidden.map((h) => [key(h.mediaType, h.tmdbId), h.hiddenAt.getTime()]));
  const candidates = lastWatches(rows).filter((row) => {
    const hidAt = hiddenAt.get(key(row.mediaType, row.tmdbId));
    return hidAt === undefined || hidAt < row.watchedAt.getTime();
  });
  const items = await mapWithConcurrency(
    candidates.slice(0, CONTINUE_WATCHING_MAX * 2),
    SHOW_LOOKUPS_AT_ONCE,
    (row) => continueItem(deps, row),
  );
  return items.filter((item): item is ContinueWatchingItem => item !== null).slice(0, CONTINUE_WATCHING_MAX);
}

const isFurther = (a: LastWatch, b: LastWatch) =>
  (a.season ?? -1) > (b.season ?? -1) || (a.season === b.season && (a.episode ?? -1) > (b.episode ?? -1));

/**
 * Each title's last watch, from rows newest first: its latest dated watch. An entry marked watched without a date
 * ("I don't remember") tells how far the viewer got, not when: the furthest such episode counts only when it is
 * further along than the latest dated one (or there is none), and it keeps the dated one's place in the row.
 */
function lastWatches(rows: readonly LastWatch[]): LastWatch[] {
  const dated = new Map<string, LastWatch>();
  const undated = new Map<string, LastWatch>();
  for (const row of rows) {
    const title = key(row.mediaType, row.tmdbId);
    if (row.dateKnown) {
      if (!dated.has(title)) dated.set(title, row);
    } else {
      const before = undated.get(title);
      if (!before || isFurther(row, before)) undated.set(title, row);
    }
  }
  const titles = new Set([...dated.keys(), ...undated.keys()]);
  return [...titles]
    .map((title) => {
      const last = dated.get(title);
      const guess = undated.get(title);
      if (!last) return guess as LastWatch;
      if (!guess || !isFurther(guess, last)) return last;
      return { ...guess, watchedAt: last.watchedAt };
    })
    .sort((a, b) => b.watchedAt.getTime() - a.watchedAt.getTime() || b.id - a.id);
}

async function continueItem(deps: Deps, row: LastWatch): Promise<ContinueWatchingItem | null> {
  const base = { id: row.tmdbId, title: row.title, lastWatched: row.watchedAt.toISOString() };
  if (row.mediaType === 'movie') return { ...base, type: 'movie', image: row.image, isNewEpisode: false };
  if (row.season === null || row.episode === null) return null;
  try {
    const next = await nextAiredEpisode(deps, row.tmdbId, row.season, row.episode);
    if (!next) return null;
    return {
      ...base,
      type: 'tv',
      image: next.episode.still_path ?? row.image,
      season: next.episode.season_number,
      episode: next.episode.episode_number,
      episodeName: next.episode.name,
      totalEpisodes: next.seasonLength,
      // An episode marked without a date says nothing about when the viewer was last caught up.
      isNewEpisode:
        row.dateKnown && next.episode.air_date !== null && next.episode.air_date > isoDay(row.watchedAt),
    };
  } catch (error) {
    if (!isAppError(error) || error.code !== 'NOT_FOUND') {
      deps.log.warn({ err: error, tvId: row.tmdbId }, 'continue watching: show lookup failed');
    }
    return null;
  }
}

/** The episode after (season, episode): the next one of that season, else the first of the next season. */
async function nextAiredEpisode(
  deps: Deps,
  tvId: number,
  season: number,
  episode: number,
): Promise<{ episode: Episode; seasonLength: number } | null> {
  const current = await deps.catalogue.season(tvId, season);
  let next = current.episodes.find((e) => e.episode_number === episode + 1);
  let seasonLength = current.episodes.length;
  if (!next) {
    const show = await deps.catalogue.details('tv', tvId);
    const following = (show.seasons ?? [])
      .filter((s) => s.season_number > season && s.episode_count > 0)
      .sort((a, b) => a.season_number - b.season_number)[0];
    if (!following) return null;
    const nextSeason = await deps.catalogue.season(tvId, following.season_number);
    next = nextSeason.episodes[0];
    seasonLength = nextSeason.episodes.length;
  }
  const today = isoDay(deps.now());
  return next && next.air_date !== null && next.air_date <= today ? { episode: next, seasonLength } : null;
}
