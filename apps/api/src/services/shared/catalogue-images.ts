import type { CatalogueItem } from '@kinora/domain';

/** PRODUCT.md: only titles with a backdrop or poster image are listed. */
export function hasTitleImage(item: Pick<CatalogueItem, 'poster_path' | 'backdrop_path'>): boolean {
  return Boolean(item.poster_path || item.backdrop_path);
}

export function hasProfileImage(item: { profile_path?: string | null }): boolean {
  return Boolean(item.profile_path);
}

/** The image a list entry is remembered by: the poster, else the backdrop, else the profile photo. */
export function bestImage(item: {
  poster_path?: string | null;
  backdrop_path?: string | null;
  profile_path?: string | null;
}) {
  return item.poster_path ?? item.backdrop_path ?? item.profile_path ?? null;
}

export function displayTitle(item: { title?: string; name?: string }): string {
  return item.title ?? item.name ?? '';
}
