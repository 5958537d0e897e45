import type { Rating } from '@kinora/domain';

/** The viewer's rating of one episode, from the show's list of episode ratings (`ratings.forTitle`). */
export function episodeRating(
  episodes: readonly Rating[] | undefined,
  season: number,
  episode: number,
): Rating | null {
  return episodes?.find((rating) => rating.season === season && rating.episode === episode) ?? null;
}
