import { hasTitleImage, IMAGE_SIZES } from '@kinora/domain';
import type { Deps } from '../../deps';
import { getRuntimeConfig } from '../runtime-config/get-runtime-config';
import type { TitleAudience } from './kids-filter';
import { listCategory, listTrending } from './title-lists';

/** What the signed-in home page shows first: the movie hero's trending titles and the first movie row. */
export const HOME_FIRST_SCREEN = {
  hero: { media: 'movie' },
  firstRow: { media: 'movie', category: 'now_playing' },
} as const;

/** The first row's posters a phone or a wide screen shows at once (the web app loads as many eagerly). */
const FIRST_ROW_POSTERS = 6;

/**
 * The home page's first lists and the pictures it opens with (the hero's backdrop, the first row's posters),
 * so they can travel with the page itself and the browser can start on the pictures at once. The lists are the
 * viewer's own answers (a kids profile's are filtered), the same the procedures give.
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
    .slice(0, FIRST_ROW_POSTERS)
    .map((item) => `${base}${IMAGE_SIZES.THUMBNAIL}${item.poster_path ?? item.backdrop_path}`);
  return {
    hero,
    firstRow,
    images: [...(heroPath ? [`${base}${IMAGE_SIZES.HERO}${heroPath}`] : []), ...posters],
  };
}
