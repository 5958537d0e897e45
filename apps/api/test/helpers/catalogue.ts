import type { CatalogueItem, Page, TitleDetail } from '@kinora/domain';
import { DEMO_COUNTS, DEMO_ID_BASE } from '@kinora/tmdb';
import type { FastifyInstance } from 'fastify';

/**
 * The first demo movie with a property, looked up by id through the app's own catalogue. The demo catalogue
 * changes every day, so tests pick what they need by property, never by position in a list.
 */
export async function findDemoMovie(
  app: FastifyInstance,
  matches: (movie: TitleDetail) => boolean,
): Promise<TitleDetail & { title: string }> {
  for (let index = 0; index < DEMO_COUNTS.MOVIES; index++) {
    const movie = await app.deps.catalogue.details('movie', DEMO_ID_BASE.MOVIE + index);
    if (movie.title && matches(movie)) return { ...movie, title: movie.title };
  }
  throw new Error('No demo movie has the property this test needs');
}

/** One page holding exactly `results`. */
export function onePage<T>(results: T[]): Page<T> {
  return { page: 1, results, total_pages: 1, total_results: results.length };
}

/** A movie list entry with a poster, and whatever else the test sets. */
export const picturedTitle = (id: number, extra: Partial<CatalogueItem> = {}): CatalogueItem => ({
  id,
  title: `Title ${id}`,
  poster_path: `/p${id}.jpg`,
  ...extra,
});
