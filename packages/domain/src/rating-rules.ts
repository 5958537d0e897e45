/**
 * Ratings and reviews (docs/product/ratings.md): a profile rates a movie, a whole show or one episode from half a
 * star to five stars in half steps, stored as a whole number of half stars, with an optional short review.
 */
export const RATINGS = {
  /** Half a star. */
  MIN_HALF_STARS: 1,
  /** Five stars. */
  MAX_HALF_STARS: 10,
  REVIEW_MAX_CHARS: 2000,
  /** Ratings per page of "Your ratings" (both doors). */
  PAGE_SIZE: 20,
  /** Rows one transaction of a batch write (the import) holds under the profile's lock. */
  WRITE_BATCH: 200,
  /** Kinora's average is shown in stars to this many decimals. */
  AVERAGE_DECIMALS: 1,
} as const;

/** Half stars (1..10) as stars (0.5..5). */
export function starsOf(halfStars: number): number {
  return halfStars / 2;
}

/** How a rating reads, to people and screen readers alike: "3.5 stars", "1 star", "0.5 stars". */
export function starsText(halfStars: number): string {
  const stars = starsOf(halfStars);
  return `${stars} star${stars === 1 ? '' : 's'}`;
}
