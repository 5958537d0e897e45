import type { Theme } from './theme';
import { PLOT_THEMES } from './themes-plots';
import { WORLD_THEMES } from './themes-worlds';

export type { Theme } from './theme';

/** Every theme the recommender understands; a question's words are matched against them in this order. */
export const THEMES: readonly Theme[] = [...PLOT_THEMES, ...WORLD_THEMES];

export const THEME_BY_ID: ReadonlyMap<string, Theme> = new Map(THEMES.map((t) => [t.id, t]));
