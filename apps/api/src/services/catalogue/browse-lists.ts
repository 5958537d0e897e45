import {
  AppError,
  type BrowseKind,
  type BrowseList,
  type CatalogueItem,
  type MediaType,
  type MovieCategory,
  movieCategorySchema,
  type Page,
  type TvCategory,
  tvCategorySchema,
} from '@kinora/domain';
import type { Deps } from '../../deps';

export function listTrending(deps: Deps, media: MediaType, page = 1): Promise<Page<CatalogueItem>> {
  return deps.catalogue.trending(media, page);
}

/** Movie and TV categories differ; a category of the other kind is a client mistake, not a 500. */
export function listCategory(
  deps: Deps,
  media: MediaType,
  category: string,
  page = 1,
): Promise<Page<CatalogueItem>> {
  if (media === 'movie') {
    const parsed = movieCategorySchema.safeParse(category);
    if (!parsed.success)
      throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message ?? 'Unknown category');
    return deps.catalogue.movieList(parsed.data as MovieCategory, page);
  }
  const parsed = tvCategorySchema.safeParse(category);
  if (!parsed.success) throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message ?? 'Unknown category');
  return deps.catalogue.tvList(parsed.data as TvCategory, page);
}

/** Anime and K-drama rows (TMDB discover recipes), images only. */
export async function listBrowse(deps: Deps, kind: BrowseKind, media: MediaType, list: BrowseList, page = 1) {
  const result = await deps.catalogue.browse(kind, media, list, page);
  return { ...result, results: result.results.filter((item) => item.poster_path || item.backdrop_path) };
}
