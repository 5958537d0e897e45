import { LIMITS, type MediaType, TASTE } from '@kinora/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { profiles, ratings, watchHistory, watchlistItems } from '../../db/schema';
import type { Deps } from '../../deps';

/** A title from the viewer's own lists. */
export type ViewerTitle = { id: number; media: MediaType; title: string };

/**
 * What the viewer's own rows say about their taste, for the chat's recommender and the home's picks: every
 * title watched (`media:id`), the latest distinct ones, the watch-later list (minus what was watched since),
 * the adult-content choice and whether the profile is a kids profile. Read here, in one place, so neither area
 * reaches into the other.
 */
export type ViewerLists = {
  /** Every title watched or rated (a rating says it was seen). */
  watched: ReadonlySet<string>;
  /** Distinct titles, newest first, none of them disliked. */
  recentlyWatched: readonly ViewerTitle[];
  /** Titles rated TASTE.LOVED_MIN_HALF_STARS or more, best and newest first: they seed recommendations first. */
  loved: readonly ViewerTitle[];
  /** Titles rated TASTE.DISLIKED_MAX_HALF_STARS or less: never a reason for a pick, never recommended again. */
  disliked: ReadonlySet<string>;
  /** Watch-later titles, newest first. */
  watchLater: readonly ViewerTitle[];
  includeAdult: boolean;
  /** A kids profile: every title it is shown passes the kids rule (services/catalogue/kids-filter.ts). */
  kids: boolean;
};

/** Distinct titles the taste is read from; older ones say less about today's mood. */
const RECENT_TITLES = 5;
const WATCH_LATER_TITLES = 10;
/** Loved titles read as seeds; the best and newest say the most. */
const LOVED_TITLES = 5;
/** Ratings read at most, the newest: a bound on one query, far more than a person rates in a while. */
const RATINGS_READ = 2000;

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

async function readWatched(deps: Deps, profileId: string) {
  return deps.db
    .select({ mediaType: watchHistory.mediaType, tmdbId: watchHistory.tmdbId, title: watchHistory.title })
    .from(watchHistory)
    .where(eq(watchHistory.profileId, profileId))
    .orderBy(desc(watchHistory.watchedAt), desc(watchHistory.id))
    .limit(LIMITS.WATCH_HISTORY_MAX);
}

async function readWatchLater(deps: Deps, profileId: string) {
  return deps.db
    .select({
      mediaType: watchlistItems.mediaType,
      tmdbId: watchlistItems.tmdbId,
      title: watchlistItems.title,
    })
    .from(watchlistItems)
    .where(eq(watchlistItems.profileId, profileId))
    .orderBy(desc(watchlistItems.addedAt), desc(watchlistItems.id))
    .limit(WATCH_LATER_TITLES * 4);
}

/**
 * The profile's ratings of whole titles (an episode's rating speaks for that episode only), the best and, among
 * equals, the newest first.
 */
async function readRatings(deps: Deps, profileId: string) {
  return deps.db
    .select({
      mediaType: ratings.mediaType,
      tmdbId: ratings.tmdbId,
      title: ratings.title,
      halfStars: ratings.halfStars,
    })
    .from(ratings)
    .where(and(eq(ratings.profileId, profileId), isNull(ratings.season), isNull(ratings.episode)))
    .orderBy(desc(ratings.ratedAt), desc(ratings.id))
    .limit(RATINGS_READ)
    .then((rows) => rows.sort((a, b) => b.halfStars - a.halfStars));
}

/** Adult titles only for a profile that chose them, never for a kids profile. */
async function readAdultPreference(
  deps: Deps,
  profileId: string,
): Promise<{ includeAdult: boolean; kids: boolean }> {
  const [row] = await deps.db
    .select({ adult: profiles.adultContent, kids: profiles.kids })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  const kids = row?.kids ?? false;
  return { includeAdult: (row?.adult ?? false) && !kids, kids };
}

export async function loadViewerLists(deps: Deps, profileId: string): Promise<ViewerLists> {
  const [watched, later, { includeAdult, kids }, rated] = await Promise.all([
    readWatched(deps, profileId),
    readWatchLater(deps, profileId),
    readAdultPreference(deps, profileId),
    readRatings(deps, profileId),
  ]);
  const keyOf = (r: { mediaType: MediaType; tmdbId: number }) => `${r.mediaType}:${r.tmdbId}`;
  const disliked = new Set(rated.filter((r) => r.halfStars <= TASTE.DISLIKED_MAX_HALF_STARS).map(keyOf));
  const watchedKeys = new Set([...watched.map(keyOf), ...rated.map(keyOf)]);
  return {
    watched: watchedKeys,
    recentlyWatched: distinct(
      watched.filter((r) => !disliked.has(keyOf(r))),
      RECENT_TITLES,
    ),
    loved: distinct(
      rated.filter((r) => r.halfStars >= TASTE.LOVED_MIN_HALF_STARS),
      LOVED_TITLES,
    ),
    disliked,
    // A title already watched is no longer "for later", whatever the list says.
    watchLater: distinct(later, WATCH_LATER_TITLES * 4)
      .filter((t) => !watchedKeys.has(`${t.media}:${t.id}`))
      .slice(0, WATCH_LATER_TITLES),
    includeAdult,
    kids,
  };
}
