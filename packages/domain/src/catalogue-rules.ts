/** Titles are listed only with a picture: a poster or a backdrop. */
export function hasTitleImage(item: { poster_path?: string | null; backdrop_path?: string | null }): boolean {
  return Boolean(item.poster_path || item.backdrop_path);
}

/** People are listed only with a photo. */
export function hasProfileImage(item: { profile_path?: string | null }): boolean {
  return Boolean(item.profile_path);
}

/** What a title is called: a movie's title, a show's name. */
export function titleOf(item: { title?: string; name?: string }): string {
  return item.title ?? item.name ?? '';
}
