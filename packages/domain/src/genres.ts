/** TMDB's movie and TV genre ids and the names the app shows for them. */
export const GENRES: Readonly<Record<number, string>> = {
  28: 'Action',
  12: 'Adventure',
  16: 'Animation',
  35: 'Comedy',
  80: 'Crime',
  99: 'Documentary',
  18: 'Drama',
  10751: 'Family',
  14: 'Fantasy',
  36: 'History',
  27: 'Horror',
  10402: 'Music',
  9648: 'Mystery',
  10749: 'Romance',
  878: 'Science Fiction',
  10770: 'TV Movie',
  53: 'Thriller',
  10752: 'War',
  37: 'Western',
  10759: 'Action & Adventure',
  10762: 'Kids',
  10763: 'News',
  10764: 'Reality',
  10765: 'Sci-Fi & Fantasy',
  10766: 'Soap',
  10767: 'Talk',
  10768: 'War & Politics',
};

export const MOVIE_GENRE_IDS = [
  28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37,
] as const;
export const TV_GENRE_IDS = [
  10759, 16, 35, 80, 99, 18, 10751, 10762, 9648, 10763, 10764, 10765, 10766, 10767, 10768, 37,
] as const;

export const GENRE_ANIMATION = 16;
export const GENRE_DRAMA = 18;

/** Names of the first `limit` known genres among `ids`, in the order given. */
export function genreNames(ids: readonly number[], limit = Number.POSITIVE_INFINITY): string[] {
  const names: string[] = [];
  for (const id of ids) {
    const name = GENRES[id];
    if (name) names.push(name);
    if (names.length >= limit) break;
  }
  return names;
}
