import { FIRST_ROW_POSTERS_BY_WIDTH, hasTitleImage, IMAGE_SIZES } from '@kinora/domain';
import type { Deps } from '../../deps';
import { getRuntimeConfig } from '../runtime-config/get-runtime-config';
import type { TitleAudience } from './kids-filter';
import { listCategory, listTrending } from './title-lists';

/** What the signed-in home page shows first: the movie hero's trending titles and the first movie row. */
export const HOME_FIRST_SCREEN = {
  hero: { media: 'movie' },
  firstRow: { media: 'movie', category: 'now_playing' },
} as const;

/** A picture to preload, and on which screens (a media query; none: every screen). */
export type FirstScreenImage = { url: string; media?: string };

/** The narrowest screen that shows the first row's poster at `index`, as a media query (none: every screen). */
function posterMedia(index: number): string | undefined {
  const from = FIRST_ROW_POSTERS_BY_WIDTH.find(({ count }) => index < count)?.minWidthPx ?? 0;
  return from > 0 ? `(min-width: ${from}px)` : undefined;
}

/**
 * The home page's first lists and the pictures it opens with (the hero's backdrop, the first row's posters that
 * the screen shows), so they can travel with the page itself and the browser can start on the pictures at once.
 * The lists are the viewer's own answers (a kids profile's are filtered), the same the procedures give.
 */
export async function getHomeFirstScreen(deps: Deps, audience: TitleAudience) {
  const { hero: heroInput, firstRow: rowInput } = HOME_FIRST_SCREEN;
  const [hero, firstRow] = await Promise.all([
    listTrending(deps, audience, heroInput.media),
    listCategory(deps, audience, rowInput.media, rowInput.category),
  ]);
  const base = getRuntimeConfig(deps.config).imageBaseUrl;
  const heroTitle = hero.results.find(hasTitleImage);
  const heroPath = heroTitle?.backdrop_path ?? heroTitle?.poster_path;
  const posters = firstRow.results
    .filter(hasTitleImage)
    .slice(0, FIRST_ROW_POSTERS_BY_WIDTH.at(-1)!.count)
    .map((item, index): FirstScreenImage => {
      const media = posterMedia(index);
      const url = `${base}${IMAGE_SIZES.THUMBNAIL}${item.poster_path ?? item.backdrop_path}`;
      return media ? { url, media } : { url };
    });
  return {
    hero,
    firstRow,
    images: [...(heroPath ? [{ url: `${base}${IMAGE_SIZES.HERO}${heroPath}` }] : []), ...posters],
  };
}
