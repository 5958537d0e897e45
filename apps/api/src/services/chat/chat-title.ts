import type { ChatTitle } from '@kinora/domain';
import type { FoundTitle } from './recommender/intent';

/** The catalogue fields an answer's title carries; credit ids, billing and the like stay behind. */
const ITEM_FIELDS = [
  'id',
  'title',
  'name',
  'original_title',
  'original_name',
  'original_language',
  'overview',
  'poster_path',
  'backdrop_path',
  'release_date',
  'first_air_date',
  'genre_ids',
  'vote_average',
  'vote_count',
  'popularity',
  'adult',
  'origin_country',
] as const;

export function toChatTitle(item: FoundTitle): ChatTitle {
  const out: Record<string, unknown> = { media_type: item.media_type };
  for (const field of ITEM_FIELDS) if (item[field] !== undefined) out[field] = item[field];
  return out as ChatTitle;
}
