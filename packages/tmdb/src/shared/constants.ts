/**
 * Catalogue rules shared by the TMDB client and the demo catalogue, so both answer the same question the
 * same way (what "top rated" or "on the air" means does not depend on where the data comes from).
 */

/** TMDB pages hold 20 results; the demo pages the same way. */
export const PAGE_SIZE = 20;

/** Below this many votes a 10/10 from three fans would top the list; TMDB's own advice is 50-200. */
export const TOP_RATED_MIN_VOTE_COUNT = 100;

/** Browse "on-air" for TV: an episode airs within this many days before or after today. */
export const BROWSE_ON_AIR_TV_WINDOW_DAYS = 7;

/** Browse "on-air" for movies: released within this many days up to today. */
export const BROWSE_ON_AIR_MOVIE_WINDOW_DAYS = 60;

/** Movie list "now_playing": released within this many days up to today (TMDB's window is about six weeks). */
export const NOW_PLAYING_WINDOW_DAYS = 45;

/** Movie list "upcoming": released after today and within this many days. */
export const UPCOMING_WINDOW_DAYS = 60;

/** TV list "on_the_air": an episode airs from today up to this many days ahead. */
export const ON_THE_AIR_WINDOW_DAYS = 7;

/** TMDB's default response language; the API can override it per catalogue. */
export const DEFAULT_LANGUAGE = 'en-US';

/** TMDB's own words for a search without a query (its 422); both catalogues answer BAD_INPUT with them. */
export const EMPTY_QUERY_MESSAGE = 'query must be provided';
