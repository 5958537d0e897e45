import {
  AppError,
  type BrowseKind,
  type BrowseList,
  type CatalogueItem,
  hasTitleImage,
  type MediaType,
  type Page,
} from '@kinora/domain';
import { movieCategorySchema, tvCategorySchema } from '@kinora/domain/schemas';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { pageForAudience, type TitleAudience } from './kids-filter';

/**
 * Only titles with a picture are listed (PRODUCT.md section 5): existing REST clients show every title they get,
 * as grey cards. Filtered once per cached page: the catalogue hands every caller the same frozen page until it
 * expires, and the REST door reuses the bytes it wrote for it (rest/content-envelope.ts). A page whose titles all
 * have a picture is answered as it is.
 */
const pictured = new WeakMap<Page<CatalogueItem>, Page<CatalogueItem>>();
function withPictures(page: Page<CatalogueItem>): Page<CatalogueItem> {
  // Looked up first: a cached page is checked once, not on every read (a fully pictured one maps to itself).
  const known = pictured.get(page);
  if (known !== undefined) return known;
  const kept = page.results.every(hasTitleImage)
    ? page
    : { ...page, results: page.results.filter(hasTitleImage) };
  if (Object.isFrozen(page)) {
    Object.freeze(kept.results);
    pictured.set(page, Object.freeze(kept));
  }
  return kept;
}

/**
 * What is trending today in one catalogue (the home hero, the search suggestions), titles with a picture that the
 * viewer may see (kids-filter.ts).
 */
export async function listTrending(
  deps: Deps,
  audience: TitleAudience,
  media: MediaType,
  page = 1,
): Promise<Page<CatalogueItem>> {
  return pageForAudience(deps, audience, media, withPictures(await deps.catalogue.trending(media, page)));
}

/**
 * A category's titles with a picture that the viewer may see. Movie and TV categories differ; a category of the
 * other kind is a client mistake, not a 500.
 */
export async function listCategory(
  deps: Deps,
  audience: TitleAudience,
  media: MediaType,
  category: string,
  page = 1,
): Promise<Page<CatalogueItem>> {
  const answer =
    media === 'movie'
      ? await deps.catalogue.movieList(parseCategory(movieCategorySchema, category), page)
      : await deps.catalogue.tvList(parseCategory(tvCategorySchema, category), page);
  return pageForAudience(deps, audience, media, withPictures(answer));
}

function parseCategory<T>(schema: z.ZodType<T>, category: string): T {
  const parsed = schema.safeParse(category);
  if (!parsed.success) throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message ?? 'Unknown category');
  return parsed.data;
}

/** Anime and K-drama rows (TMDB discover recipes), titles with a picture that the viewer may see. */
export async function listBrowse(
  deps: Deps,
  audience: TitleAudience,
  kind: BrowseKind,
  media: MediaType,
  list: BrowseList,
  page = 1,
) {
  const result = await deps.catalogue.browse(kind, media, list, page);
  return pageForAudience(deps, audience, media, { ...result, results: result.results.filter(hasTitleImage) });
}
