import { AppError, type HistoryKind, type MediaType } from '@kinora/domain';
import { and, eq } from 'drizzle-orm';
import { chatHistory, searchHistory, watchHistory } from '../../db/schema';
import { isUserTarget } from '../../db/target-match';
import type { Deps } from '../../deps';

const ROW_ID = /^\d{1,18}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function outcome(removed: number) {
  // Deleting what is already gone succeeds: a retried delete must not become an error.
  return {
    removed: removed > 0,
    message: removed > 0 ? 'Removed from your history' : 'That entry is already gone',
  };
}

/**
 * Deletes one entry of the caller's own history by its `entryId`. Every statement is scoped to the caller, so a
 * guessed id of someone else's entry behaves exactly like an id that does not exist.
 */
export async function deleteHistoryEntry(deps: Deps, profileId: string, kind: HistoryKind, entryId: string) {
  if (kind === 'chat') {
    if (!UUID.test(entryId)) throw new AppError('BAD_INPUT', 'entryId is not a chat history id');
    const rows = await deps.db
      .delete(chatHistory)
      .where(and(eq(chatHistory.profileId, profileId), eq(chatHistory.id, entryId)))
      .returning({ id: chatHistory.id });
    return outcome(rows.length);
  }
  if (!ROW_ID.test(entryId)) throw new AppError('BAD_INPUT', `entryId is not a ${kind} history id`);
  const table = kind === 'search' ? searchHistory : watchHistory;
  const rows = await deps.db
    .delete(table)
    .where(and(eq(table.profileId, profileId), eq(table.id, Number(entryId))))
    .returning({ id: table.id });
  return outcome(rows.length);
}

/** Legacy `/search/removehistory/{id}`: every search entry for that title. */
export async function deleteSearchHistoryByTitle(deps: Deps, profileId: string, tmdbId: number) {
  const rows = await deps.db
    .delete(searchHistory)
    .where(and(eq(searchHistory.profileId, profileId), eq(searchHistory.tmdbId, tmdbId)))
    .returning({ id: searchHistory.id });
  return outcome(rows.length);
}

/** Legacy `/watch/removeMovieWatch` and `/watch/removeTvWatch`: the entry with that id and that `date`. */
export async function deleteWatchHistoryByDate(
  deps: Deps,
  profileId: string,
  entry: { type: MediaType; id: number; date: Date; season?: number; episode?: number },
) {
  const rows = await deps.db
    .delete(watchHistory)
    .where(and(isUserTarget(watchHistory, profileId, entry), eq(watchHistory.watchedAt, entry.date)))
    .returning({ id: watchHistory.id });
  return outcome(rows.length);
}

/** Legacy `/search/removehistoryquery {query}`: every chat entry that asked exactly this. */
export async function deleteChatHistoryByQuery(deps: Deps, profileId: string, query: string) {
  const rows = await deps.db
    .delete(chatHistory)
    .where(and(eq(chatHistory.profileId, profileId), eq(chatHistory.query, query)))
    .returning({ id: chatHistory.id });
  return outcome(rows.length);
}

export async function clearHistory(deps: Deps, profileId: string, kind: HistoryKind) {
  const table = kind === 'search' ? searchHistory : kind === 'watch' ? watchHistory : chatHistory;
  await deps.db.delete(table).where(eq(table.profileId, profileId));
  return { message: 'success' };
}
