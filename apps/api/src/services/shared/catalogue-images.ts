/** The image a list entry is remembered by: the poster, else the backdrop, else the profile photo. */
export function bestImage(item: {
  poster_path?: string | null;
  backdrop_path?: string | null;
  profile_path?: string | null;
}) {
  return item.poster_path ?? item.backdrop_path ?? item.profile_path ?? null;
}
