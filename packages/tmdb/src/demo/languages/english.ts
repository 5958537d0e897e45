import { GENRES } from '@kinora/domain';
import { ENGLISH_BIOGRAPHY } from '../biography';
import { ENGLISH_EPISODES } from '../naming';
import { ENGLISH_OVERVIEW } from '../prose';
import { TAGLINES } from '../words/prose';
import { SEASON_NAME } from './season-names';
import type { DemoLanguage } from './types';

/** The demo's own language: every other one translates these texts, and falls back to them where it has none. */
export const ENGLISH: DemoLanguage = {
  locale: 'en',
  genres: GENRES,
  seasonName: SEASON_NAME.en,
  overview: ENGLISH_OVERVIEW,
  taglines: TAGLINES,
  episodes: ENGLISH_EPISODES,
  biography: ENGLISH_BIOGRAPHY,
};
