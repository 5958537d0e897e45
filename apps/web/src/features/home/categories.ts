import {
  MEDIA_TYPE_BY_PATH,
  type MediaType,
  MOVIE_CATEGORIES,
  type MovieCategory,
  TV_CATEGORIES,
  type TvCategory,
} from '@kinora/domain';
import type { ContentType } from '@/lib/content-type-store';

export type HomeCategory = MovieCategory | TvCategory;

/** The home rows per catalogue, in PRODUCT.md's order. */
const HOME_CATEGORIES = { movie: MOVIE_CATEGORIES, tv: TV_CATEGORIES } as const;

/** Which catalogue the content type shows. */
export const MEDIA_OF_CONTENT_TYPE: Readonly<Record<ContentType, MediaType>> = MEDIA_TYPE_BY_PATH;

/** Row headings people read; the API's category keys are snake_case. */
const CATEGORY_HEADINGS: Readonly<Record<HomeCategory, string>> = {
  now_playing: 'Now Playing',
  upcoming: 'Upcoming',
  airing_today: 'Airing Today',
  on_the_air: 'On The Air',
  popular: 'Popular',
  top_rated: 'Top Rated',
};

export interface CategoryRowDefinition {
  category: HomeCategory;
  heading: string;
}

export function categoryRows(media: MediaType): CategoryRowDefinition[] {
  return HOME_CATEGORIES[media].map((category) => ({ category, heading: CATEGORY_HEADINGS[category] }));
}
