import type { MediaType } from '@kinora/domain';

/**
 * Age ratings, in the one country both catalogues rate for: the US. Movies carry the MPA's ratings, shows the
 * TV Parental Guidelines. Each ladder is ordered from all ages to adults only, the order TMDB's
 * `certification.lte` compares in, so "at most PG" means G or PG.
 */
export const US_MOVIE_RATINGS = ['G', 'PG', 'PG-13', 'R', 'NC-17'] as const;
export const US_TV_RATINGS = ['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA'] as const;

export type MovieRating = (typeof US_MOVIE_RATINGS)[number];
export type TvRating = (typeof US_TV_RATINGS)[number];

/** The country whose ratings both catalogues report and filter by. */
export const RATING_COUNTRY = 'US';

const LADDER: Readonly<Record<MediaType, readonly string[]>> = {
  movie: US_MOVIE_RATINGS,
  tv: US_TV_RATINGS,
};

/**
 * Whether a title's rating is at most `max` on its media's ladder. A title without a rating, or with one the
 * ladder does not know ("NR", a foreign rating), does not fit any limit: nobody vouched for it.
 */
export function ratingWithin(media: MediaType, rating: string | null | undefined, max: string): boolean {
  const ladder = LADDER[media];
  const at = rating ? ladder.indexOf(rating) : -1;
  const limit = ladder.indexOf(max);
  return at >= 0 && limit >= 0 && at <= limit;
}
