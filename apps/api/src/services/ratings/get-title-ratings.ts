import { type MediaType, RATINGS, type Rating, type TitleRatings } from '@kinora/domain';
import { and, asc, avg, count, eq, isNull } from 'drizzle-orm';
import { ratings } from '../../db/schema';
import type { Deps } from '../../deps';
import { toRating } from './rating-rows';

const ROUNDING = 10 ** RATINGS.AVERAGE_DECIMALS;

/**
 * What a title page shows: the viewer's own rating of the title, of each episode of a show, and Kinora's average
 * of the whole title (every profile's rating of it, episodes apart) in stars to one decimal.
 */
export async function getTitleRatings(
  deps: Deps,
  profileId: string,
  media: MediaType,
  id: number,
): Promise<TitleRatings> {
  const ofTitle = and(eq(ratings.mediaType, media), eq(ratings.tmdbId, id));
  const [own, [totals]] = await Promise.all([
    deps.db
      .select()
      .from(ratings)
      .where(and(ofTitle, eq(ratings.profileId, profileId)))
      .orderBy(asc(ratings.season), asc(ratings.episode)),
    deps.db
      .select({ average: avg(ratings.halfStars), count: count() })
      .from(ratings)
      .where(and(ofTitle, isNull(ratings.season), isNull(ratings.episode))),
  ]);
  let mine: Rating | null = null;
  const episodes: Rating[] = [];
  for (const row of own) {
    if (row.season !== null && row.episode !== null) episodes.push(toRating(row));
    else mine = toRating(row);
  }
  const halfStars = totals?.average === null || totals?.average === undefined ? null : Number(totals.average);
  return {
    mine,
    episodes,
    kinora: {
      average: halfStars === null ? null : Math.round((halfStars / 2) * ROUNDING) / ROUNDING,
      count: totals?.count ?? 0,
    },
  };
}
