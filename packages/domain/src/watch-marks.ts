/**
 * Marking titles watched without playing them (docs/product/history.md, "Mark watched"), and what the viewer's
 * ratings say about their taste to the picks and the built-in chat (docs/product/chat.md, "Your taste").
 */
export const MARK_WATCHED = {
  /**
   * A date without a time is stored at this hour (UTC) of that day, so it reads as the same date in nearly
   * every time zone; never later than the moment it is marked.
   */
  DATE_ONLY_HOUR_UTC: 12,
  /**
   * A date is "not in the future" while it is today somewhere: the furthest time zone is UTC+14, so a viewer
   * there may mark their today before UTC reaches it.
   */
  EARLIEST_ZONE_AHEAD_MS: 14 * 60 * 60 * 1000,
  /** A date and time may run this far ahead of the server's clock (a device clock a little fast). */
  CLOCK_SKEW_MS: 60 * 1000,
} as const;

/** The viewer's ratings, in half stars (1..10), as the recommenders read them. */
export const TASTE = {
  /** Rated this or higher (4 stars and up): loved; such titles seed recommendations first. */
  LOVED_MIN_HALF_STARS: 8,
  /** Rated this or lower (1 star and below): disliked; never a reason for a pick, never recommended again. */
  DISLIKED_MAX_HALF_STARS: 2,
} as const;
