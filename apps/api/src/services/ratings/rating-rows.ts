import { type Rating, starsOf, type WatchTarget } from '@kinora/domain';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { ratings } from '../../db/schema';

type Row = typeof ratings.$inferSelect;

/** A stored rating as both doors answer it. */
export function toRating(row: Row): Rating {
  return {
    type: row.mediaType,
    id: row.tmdbId,
    ...(row.season !== null ? { season: row.season } : {}),
    ...(row.episode !== null ? { episode: row.episode } : {}),
    rating: row.halfStars,
    stars: starsOf(row.halfStars),
    review: row.review,
    spoiler: row.spoiler,
    title: row.title,
    image: row.image,
    ratedAt: row.ratedAt.toISOString(),
  };
}

/**
 * The profile's rating of exactly this movie, whole show or episode. A whole show's rating has no season and no
 * episode, so "not given" must match NULL rather than anything.
 */
export function isRatingOf(profileId: string, target: WatchTarget): SQL {
  return and(
    eq(ratings.profileId, profileId),
    eq(ratings.mediaType, target.type),
    eq(ratings.tmdbId, target.id),
    target.season === undefined ? isNull(ratings.season) : eq(ratings.season, target.season),
    target.episode === undefined ? isNull(ratings.episode) : eq(ratings.episode, target.episode),
  ) as SQL;
}

/** One key per rated thing, the identity the table keeps unique per profile. */
export function targetKey(target: WatchTarget): string {
  return `${target.type}:${target.id}:${target.season ?? ''}:${target.episode ?? ''}`;
}

/** A review as stored: blank is none, and a spoiler warning only means something on a review. */
export function normaliseReview(review: string | null | undefined, spoiler: boolean | undefined) {
  const text = review?.trim() || null;
  return { review: text, spoiler: text !== null && spoiler === true };
}
