import { LIMITS, type MediaType } from '@kinora/domain';
import { desc, eq } from 'drizzle-orm';
import { users, watchHistory, watchlistItems } from '../../db/schema';
import type { Deps } from '../../deps';

/** A title from the viewer's own lists. */
export type ViewerTitle = { id: number; media: MediaType; title: string };

/**
 * What the viewer's own rows say about their taste, for the chat's recommender and the home's picks: every
 * title watched (`media:id`), the latest distinct ones, the watch-later list (minus what was watched since),
 * and the adult-content choice. Read here, in one place, so neither area reaches into the other.
 */
export type ViewerLists = {
  watched: ReadonlySet<string>;
  /** Distinct titles, newest first. */
  recentlyWatched: readonly ViewerTitle[];
  /** Watch-later titles, newest first. */
  watchLater: readonly ViewerTitle[];
  includeAdult: boolean;
};

/** Distinct titles the taste is read from; older ones say less about today's mood. */
const RECENT_TITLES = 5;
const WATCH_LATER_TITLES = 10;

function distinct(
  rows: { mediaType: 'movie' | 'tv'; tmdbId: number; title: string }[],
  limit: number,
): ViewerTitle[] {
  const seen = new Set<string>();
  const out: ViewerTitle[] = [];
  for (const r of rows) {
    const key = `${r.mediaType}:${r.tmdbId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ id: r.tmdbId, media: r.mediaType, title: r.title });
    if (out.length >= limit) break;
  }
  return out;
}

async function readWatched(deps: Deps, userId: string) {
  return deps.db
    .select({ mediaType: watchHistory.mediaType, tmdbId: watchHistory.tmdbId, title: watchHistory.title })
    .from(watchHistory)
    .where(eq(watchHistory.userId, userId))
    .orderBy(desc(watchHistory.watchedAt), desc(watchHistory.id))
    .limit(LIMITS.WATCH_HISTORY_MAX);
}

async function readWatchLater(deps: Deps, userId: string) {
  return deps.db
    .select({
      mediaType: watchlistItems.mediaType,
      tmdbId: watchlistItems.tmdbId,
      title: watchlistItems.title,
    })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId))
    .orderBy(desc(watchlistItems.addedAt), desc(watchlistItems.id))
    .limit(WATCH_LATER_TITLES * 4);
}

async function readAdultPreference(deps: Deps, userId: string): Promise<boolean> {
  const [row] = await deps.db.select({ adult: users.adultContent }).from(users).where(eq(users.id, userId));
  return row?.adult ?? false;
}

export async function loadViewerLists(deps: Deps, userId: string): Promise<ViewerLists> {
  const [watched, later, includeAdult] = await Promise.all([
    readWatched(deps, userId),
    readWatchLater(deps, userId),
    readAdultPreference(deps, userId),
  ]);
  const watchedKeys = new Set(watched.map((r) => `${r.mediaType}:${r.tmdbId}`));
  return {
    watched: watchedKeys,
    recentlyWatched: distinct(watched, RECENT_TITLES),
    // A title already watched is no longer "for later", whatever the list says.
    watchLater: distinct(later, WATCH_LATER_TITLES * 4)
      .filter((t) => !watchedKeys.has(`${t.media}:${t.id}`))
      .slice(0, WATCH_LATER_TITLES),
    includeAdult,
  };
}
