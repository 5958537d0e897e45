import { type Page, TOP_DIRECTORS } from '@kinora/domain';
import { DEMO_COUNTS, ID_BASE } from '../src/demo/layout';

export const allMovieIds = () => Array.from({ length: DEMO_COUNTS.MOVIES }, (_, i) => ID_BASE.MOVIE + i);
export const allTvIds = () => Array.from({ length: DEMO_COUNTS.TV }, (_, i) => ID_BASE.TV + i);
export const allPersonIds = () => [
  ...Array.from({ length: DEMO_COUNTS.PEOPLE }, (_, i) => ID_BASE.PERSON + i),
  ...TOP_DIRECTORS.map((d) => d.id),
];

/** Every result of a paged list, page by page until the reported last page. */
export async function allPages<T>(load: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const first = await load(1);
  const items = [...first.results];
  for (let page = 2; page <= first.total_pages; page++) items.push(...(await load(page)).results);
  return items;
}

export const utc = (year: number, month: number, day: number, hour = 12) =>
  Date.UTC(year, month - 1, day, hour);
