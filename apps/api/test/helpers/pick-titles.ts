import type { MediaType } from '@kinora/domain';
import type { Catalogue } from '@kinora/tmdb';

export type Picked = { id: number; title: string; year: number };

/**
 * Titles picked by property (media, genre, released, with a poster, a name no other title has), never by
 * position in a list: the demo catalogue changes daily.
 */
export async function pickTitles(
  catalogue: Catalogue,
  media: MediaType,
  genres: number[],
  count: number,
): Promise<Picked[]> {
  const today = new Date().toISOString().slice(0, 10);
  const picked: Picked[] = [];
  for (let page = 1; page <= 5 && picked.length < count; page++) {
    const list = await catalogue.discover(
      media,
      { genres, genreMatch: 'any', minVotes: 20, releasedTo: today },
      page,
    );
    for (const item of list.results) {
      const title = item.title ?? item.name ?? '';
      if (!item.poster_path || item.adult || picked.length >= count) continue;
      const [movies, shows] = await Promise.all([
        catalogue.search('movie', title),
        catalogue.search('tv', title),
      ]);
      const same = [...movies.results, ...shows.results].filter(
        (r) => (r.title ?? r.name)?.toLowerCase() === title.toLowerCase(),
      );
      if (same.length !== 1) continue;
      picked.push({
        id: item.id,
        title,
        year: Number((item.release_date ?? item.first_air_date ?? '').slice(0, 4)),
      });
    }
  }
  if (picked.length < count) throw new Error(`only ${picked.length} unambiguous titles found`);
  return picked;
}
