import type { TitleRef } from './intent';

/**
 * What the recommender knows about the person asking, from their own lists and histories: what they watched
 * (left out of answers unless they ask), what they watched lately (their taste), what they saved for later,
 * and whether they opted in to adult titles.
 */
export type Viewer = {
  /** `media:id` of every title in the watch history. */
  watched: ReadonlySet<string>;
  /** Distinct titles, newest first. */
  recentlyWatched: readonly TitleRef[];
  /** Watch-later titles, newest first. */
  watchLater: readonly TitleRef[];
  includeAdult: boolean;
};

export const ANONYMOUS_VIEWER: Viewer = {
  watched: new Set(),
  recentlyWatched: [],
  watchLater: [],
  includeAdult: false,
};
