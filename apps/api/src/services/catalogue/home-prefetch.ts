import { IMAGE_SIZES } from '@kinora/domain';
import type { Deps } from '../../deps';
import { getRuntimeConfig } from '../runtime-config/get-runtime-config';
import { listCategory, listTrending } from './browse-lists';

/** The first row's posters a phone or a wide screen shows at once (the web app loads as many eagerly). */
const FIRST_ROW_POSTERS = 6;

export type PrefetchedQuery = { path: string; input: unknown; data: unknown };

/**
 * What a signed-in load of the home page asks for first (the movie hero and the first row), answered while the
 * page itself is sent: the browser then has the data with the HTML and can start on the pictures at once.
 * The inputs are exactly the ones the home page's queries use, so the web app finds them in its cache.
 */
export async function prefetchHome(deps: Deps): Promise<{ queries: PrefetchedQuery[]; images: string[] }> {
  const trendingInput = { media: 'movie' as const };
  const firstRowInput = { media: 'movie' as const, category: 'now_playing' };
  const [trending, firstRow] = await Promise.all([
    listTrending(deps, trendingInput.media),
    listCategory(deps, firstRowInput.media, firstRowInput.category),
  ]);
  const base = getRuntimeConfig(deps.config).imageBaseUrl;
  const hero = trending.results.find((item) => item.backdrop_path || item.poster_path);
  const heroPath = hero?.backdrop_path ?? hero?.poster_path;
  const posters = firstRow.results
    .filter((item) => item.poster_path || item.backdrop_path)
    .slice(0, FIRST_ROW_POSTERS)
    .map((item) => `${base}${IMAGE_SIZES.THUMBNAIL}${item.poster_path ?? item.backdrop_path}`);
  return {
    queries: [
      { path: 'catalogue.trending', input: trendingInput, data: trending },
      { path: 'catalogue.category', input: firstRowInput, data: firstRow },
    ],
    images: [...(heroPath ? [`${base}${IMAGE_SIZES.HERO}${heroPath}`] : []), ...posters],
  };
}
