import type { MediaType } from '@kinora/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { watchHistory, watchlistItems } from '../../db/schema';

/** A title a profile follows: its next episodes or its release belong on that profile's calendar and alerts. */
export type FollowedTitle = { mediaType: MediaType; tmdbId: number; title: string; image: string | null };

type FollowedRow = FollowedTitle & { profileId: string };

/**
 * What each profile follows (docs/product/calendar.md): every show on its watch-later list (the whole show or one
 * of its episodes) or in its watch history, and every movie on its watch-later list. A movie watched is over, so
 * history adds shows only. Custom lists do not count: they are collections a viewer curates or shares ("best of
 * the 90s"), not a wish to hear about what comes next, and a public list of a hundred titles would flood the
 * calendar. One row per title: a whole-title row's facts win over an episode's (its image is the poster, not a
 * still), then the newest.
 *
 * Two queries whatever the number of profiles (the alerts job asks for thousands at once); a profile with
 * nothing followed is absent from the map.
 */
export async function listFollowedTitles(
  db: Database,
  profileIds: readonly string[],
): Promise<Map<string, FollowedTitle[]>> {
  const out = new Map<string, FollowedTitle[]>();
  const ids = [...new Set(profileIds)];
  if (ids.length === 0) return out;
  const [later, watched] = await Promise.all([readWatchLater(db, ids), readWatchedShows(db, ids)]);
  const seen = new Set<string>();
  // Watch-later first: its row is the one the viewer chose to keep.
  for (const row of [...later, ...watched]) {
    const key = `${row.profileId}:${row.mediaType}:${row.tmdbId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const titles = out.get(row.profileId) ?? [];
    titles.push({ mediaType: row.mediaType, tmdbId: row.tmdbId, title: row.title, image: row.image });
    out.set(row.profileId, titles);
  }
  return out;
}

function readWatchLater(db: Database, ids: string[]): Promise<FollowedRow[]> {
  const t = watchlistItems;
  return db
    .selectDistinctOn([t.profileId, t.mediaType, t.tmdbId], {
      profileId: t.profileId,
      mediaType: t.mediaType,
      tmdbId: t.tmdbId,
      title: t.title,
      image: t.image,
    })
    .from(t)
    .where(inArray(t.profileId, ids))
    .orderBy(
      t.profileId,
      t.mediaType,
      t.tmdbId,
      sql`(${t.season} is null) desc`,
      desc(t.addedAt),
      desc(t.id),
    );
}

function readWatchedShows(db: Database, ids: string[]): Promise<FollowedRow[]> {
  const t = watchHistory;
  return db
    .selectDistinctOn([t.profileId, t.tmdbId], {
      profileId: t.profileId,
      mediaType: t.mediaType,
      tmdbId: t.tmdbId,
      title: t.title,
      image: t.image,
    })
    .from(t)
    .where(and(inArray(t.profileId, ids), eq(t.mediaType, 'tv')))
    .orderBy(t.profileId, t.tmdbId, sql`(${t.season} is null) desc`, desc(t.watchedAt), desc(t.id));
}
