import type { ChatHistoryItem, HistoryEntry, SearchHistoryItem, WatchHistoryItem } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { chatHistory, searchHistory, watchHistory } from '../../db/schema';
import { USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';

export async function listSearchHistory(
  deps: Deps,
  profileId: string,
): Promise<HistoryEntry<SearchHistoryItem>[]> {
  const rows = await deps.db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.profileId, profileId))
    .orderBy(...USER_LISTS.search.newestFirst);
  return rows.map((r) => ({
    entryId: String(r.id),
    id: r.tmdbId,
    type: r.itemType,
    title: r.title,
    name: r.title,
    image: r.image,
    query: r.query,
    date: r.searchedAt.toISOString(),
  }));
}

export async function listWatchHistory(
  deps: Deps,
  profileId: string,
): Promise<HistoryEntry<WatchHistoryItem>[]> {
  const rows = await deps.db
    .select()
    .from(watchHistory)
    .where(eq(watchHistory.profileId, profileId))
    .orderBy(...USER_LISTS.watch.newestFirst);
  return rows.map((r) => ({
    entryId: String(r.id),
    id: r.tmdbId,
    type: r.mediaType,
    title: r.title,
    name: r.episodeName ?? r.title,
    image: r.image,
    date: r.watchedAt.toISOString(),
    // Only an entry marked without a date says so; `date` is then when it was marked.
    ...(r.dateKnown ? {} : { dateKnown: false }),
    ...(r.season !== null ? { season: r.season } : {}),
    ...(r.episode !== null ? { episode: r.episode } : {}),
    ...(r.totalEpisodes !== null ? { tepisodes: r.totalEpisodes } : {}),
  }));
}

export async function listChatHistory(
  deps: Deps,
  profileId: string,
): Promise<HistoryEntry<ChatHistoryItem>[]> {
  const rows = await deps.db
    .select()
    .from(chatHistory)
    .where(eq(chatHistory.profileId, profileId))
    .orderBy(...USER_LISTS.chat.newestFirst);
  return rows.map((r) => ({
    entryId: r.id,
    id: r.id,
    query: r.query,
    ...(r.response !== null ? { response: r.response } : {}),
    date: r.createdAt.toISOString(),
  }));
}
