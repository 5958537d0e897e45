import { AppError, type MediaType, titleOf, type WatchTarget } from '@kinora/domain';
import type { Deps } from '../../deps';
import { bestImage } from './catalogue-images';

type TitleFacts = { title: string; image: string | null };
type TargetFacts = TitleFacts & { episodeName: string | null; totalEpisodes: number | null };

/**
 * What a list remembers about a title comes from the catalogue, never from the client: a client can only name
 * the title by id. Unknown ids are NOT_FOUND, so nothing unknown is ever stored.
 */
async function lookupTitle(deps: Deps, media: MediaType, id: number): Promise<TitleFacts> {
  const details = await deps.catalogue.details(media, id);
  return { title: titleOf(details), image: bestImage(details) };
}

async function lookupEpisode(
  deps: Deps,
  tvId: number,
  season: number,
  episode: number,
): Promise<TargetFacts> {
  const [show, seasonDetail] = await Promise.all([
    deps.catalogue.details('tv', tvId),
    deps.catalogue.season(tvId, season),
  ]);
  const match = seasonDetail.episodes.find((e) => e.episode_number === episode);
  if (!match) throw new AppError('NOT_FOUND', `Season ${season} has no episode ${episode}`);
  return {
    title: titleOf(show),
    image: match.still_path ?? bestImage(show),
    episodeName: match.name,
    totalEpisodes: seasonDetail.episodes.length,
  };
}

/** An episode when season and episode are given, else the title. */
async function lookupTarget(deps: Deps, target: WatchTarget): Promise<TargetFacts> {
  if (target.type === 'tv' && target.season !== undefined && target.episode !== undefined) {
    return lookupEpisode(deps, target.id, target.season, target.episode);
  }
  return { ...(await lookupTitle(deps, target.type, target.id)), episodeName: null, totalEpisodes: null };
}

/** The row the watch-later list and the watch history store for a target, with its catalogue facts. */
export async function lookupTargetRow(deps: Deps, profileId: string, target: WatchTarget) {
  return {
    profileId,
    mediaType: target.type,
    tmdbId: target.id,
    season: target.season ?? null,
    episode: target.episode ?? null,
    ...(await lookupTarget(deps, target)),
  };
}

/** A stored list row's facts about its title, as `lookupTargetRow` gives them. */
export type TargetRow = Awaited<ReturnType<typeof lookupTargetRow>>;

/**
 * The rows of every episode of one season (a whole season marked watched), from one read of the season and one
 * of the show. `keep` chooses the episodes (those aired so far). Unknown show or season: NOT_FOUND.
 */
export async function lookupSeasonRows(
  deps: Deps,
  profileId: string,
  tvId: number,
  season: number,
  keep: (episode: { air_date: string | null }) => boolean,
): Promise<TargetRow[]> {
  const [show, seasonDetail] = await Promise.all([
    deps.catalogue.details('tv', tvId),
    deps.catalogue.season(tvId, season),
  ]);
  const title = titleOf(show);
  return seasonDetail.episodes.filter(keep).map((e) => ({
    profileId,
    mediaType: 'tv' as const,
    tmdbId: tvId,
    season,
    episode: e.episode_number,
    title,
    image: e.still_path ?? bestImage(show),
    episodeName: e.name,
    totalEpisodes: seasonDetail.episodes.length,
  }));
}
