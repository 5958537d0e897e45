import type { WatchlistItem } from '@kinora/domain';
import type { watchlistItems } from '../../db/schema';

type Row = typeof watchlistItems.$inferSelect;

/** A stored row in the legacy watch-list item shape (`title` and `name` both carry the title). */
export function toWatchlistItem(row: Row): WatchlistItem {
  return {
    id: row.tmdbId,
    type: row.mediaType,
    title: row.title,
    name: row.episodeName ?? row.title,
    image: row.image,
    ...(row.season !== null ? { season: row.season } : {}),
    ...(row.episode !== null ? { episode: row.episode } : {}),
    ...(row.totalEpisodes !== null ? { totalEpisodes: row.totalEpisodes } : {}),
    added: row.addedAt.toISOString(),
  };
}
