import {
  AppError,
  type BrowseKind,
  type BrowseList,
  type CatalogueItem,
  hasTitleImage,
  type MediaType,
  movieCategorySchema,
  type Page,
  tvCategorySchema,
} from '@kinora/domain';
import type { z } from 'zod';
import type { Deps } from '../../deps';

/** What is trending today in one catalogue (the home hero, the search suggestions). */
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
  if (media === 'movie') return deps.catalogue.movieList(parseCategory(movieCategorySchema, category), page);
  return deps.catalogue.tvList(parseCategory(tvCategorySchema, category), page);
}

function parseCategory<T>(schema: z.ZodType<T>, category: string): T {
  const parsed = schema.safeParse(category);
  if (!parsed.success) throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message ?? 'Unknown category');
  return parsed.data;
}

/** Anime and K-drama rows (TMDB discover recipes), titles with a picture only. */
export async function listBrowse(deps: Deps, kind: BrowseKind, media: MediaType, list: BrowseList, page = 1) {
  const result = await deps.catalogue.browse(kind, media, list, page);
  return { ...result, results: result.results.filter(hasTitleImage) };
}
