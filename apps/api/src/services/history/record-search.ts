import { LIMITS, type SearchType } from '@kinora/domain';
import { and, eq, gt } from 'drizzle-orm';
import { searchHistory } from '../../db/schema';
import { keepNewestRows, lockUserRows, USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';

export type SearchHit = { type: SearchType; id: number; title: string; image: string | null };

/**
 * Remembers the first hit of a search. Repeating the same hit within the dedupe window (a retry, a second
 * instance, a double submit) changes nothing; the history keeps only the newest LIMITS.SEARCH_HISTORY_MAX.
 *
 * Only searches made from our own site are remembered: a search is a read, so another site can make the
 * viewer's browser run one (a link, a hidden frame), and it must not be able to plant entries in their history
 * that way. The door tells, from the browser's Sec-Fetch-Site or Origin header, whether the request is ours.
 */
export async function recordSearch(
  deps: Deps,
  profileId: string,
  hit: SearchHit,
  query: string,
  origin: { sameSite: boolean },
): Promise<void> {
  if (!origin.sameSite) return;
  const now = deps.now();
  const windowStart = new Date(now.getTime() - LIMITS.SEARCH_DEDUPE_WINDOW_MS);
  await deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'search', profileId);
    const [recent] = await tx
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(
        and(
          eq(searchHistory.profileId, profileId),
          eq(searchHistory.itemType, hit.type),
          eq(searchHistory.tmdbId, hit.id),
          gt(searchHistory.searchedAt, windowStart),
        ),
      )
      .limit(1);
    if (recent) return;
    await tx.insert(searchHistory).values({
      profileId,
      itemType: hit.type,
      tmdbId: hit.id,
      title: hit.title,
      image: hit.image,
      query: query.slice(0, 100),
      searchedAt: now,
    });
    await keepNewestRows(tx, USER_LISTS.search, profileId, LIMITS.SEARCH_HISTORY_MAX);
  });
}
