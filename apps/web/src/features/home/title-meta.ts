import type { CatalogueItem } from '@kinora/domain';
import { formatRating, yearOf } from '@/lib/format';

/**
 * A card's small line: release year and rating ("2024 · ★ 7.3"). Plain text on purpose: an sr-only word inside
 * a card would be positioned against the carousel's section, outside its scroller, and widen the whole page.
 */
export function titleMeta(item: CatalogueItem): string {
  const year = yearOf(item.release_date ?? item.first_air_date);
  return [year, `★ ${formatRating(item.vote_average)}`].filter(Boolean).join(' · ');
}
