import type { CatalogueItem } from '@kinora/domain';

/**
 * The titles the hero rotates through: those with a backdrop (the hero is a wide picture). When none has one
 * the posters stand in, and only a list with no pictures at all leaves titles without an image.
 */
export function heroItems(trending: readonly CatalogueItem[]): CatalogueItem[] {
  const withBackdrop = trending.filter((item) => item.backdrop_path);
  if (withBackdrop.length > 0) return withBackdrop;
  const withPoster = trending.filter((item) => item.poster_path);
  return withPoster.length > 0 ? withPoster : [...trending];
}
