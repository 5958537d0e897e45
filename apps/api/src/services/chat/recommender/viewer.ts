import type { TitleRef } from './intent';

/**
 * What the recommender knows about the person asking, from their own lists and histories: what they watched
 * (left out of answers unless they ask), what they watched lately (their taste), what they saved for later,
 * whether they opted in to adult titles, and whether they ask from a kids profile.
 */
export type Viewer = {
  /** `media:id` of every title in the watch history or rated (a rating says it was seen). */
  watched: ReadonlySet<string>;
  /** Distinct titles, newest first, none of them disliked. */
  recentlyWatched: readonly TitleRef[];
  /** Titles rated 4 stars or more, best and newest first: they steer recommendations first. Absent: none. */
  loved?: readonly TitleRef[];
  /** `media:id` of titles rated 1 star or less: never recommended, never a reason for one. Absent: none. */
  disliked?: ReadonlySet<string>;
  /** Watch-later titles, newest first. */
  watchLater: readonly TitleRef[];
  includeAdult: boolean;
  /** A kids profile: the answer keeps to its age limit (services/catalogue/kids-filter.ts). Absent: no. */
  kids?: boolean;
};

export const ANONYMOUS_VIEWER: Viewer = {
  watched: new Set(),
  recentlyWatched: [],
  watchLater: [],
  includeAdult: false,
};
