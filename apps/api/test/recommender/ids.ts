import type { Expectation } from './questions';
import type { World } from './world';

/** TMDB genre ids the question table states its expectations in. */
export const HORROR = 27;
export const COMEDY = 35;
export const ROMANCE = 10749;
export const THRILLER = 53;
export const SCIFI = 878;
export const ACTION = 28;
export const ANIMATION = 16;
export const FAMILY = 10751;
export const MYSTERY = 9648;
export const DRAMA = 18;
export const CRIME = 80;
export const FANTASY = 14;
export const ADVENTURE = 12;
export const DOCUMENTARY = 99;
export const WAR = 10752;
export const WESTERN = 37;
export const TV_SCIFI = 10765;
export const TV_FAMILY = [10751, 10762, 16];

/** An expectation that differs on the TMDB recordings (~140 titles), where some answers are honestly smaller. */
export const inTmdb = (w: World, tmdb: Expectation, demo: Expectation = {}) =>
  w.mode === 'tmdb' ? tmdb : demo;
