import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { chatHistory, searchHistory, watchHistory, watchlistItems } from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The lists a user's lock can name: each history and the watch-later list (USER_LISTS), the mini game's best
 * score and open games, and a profile's own lists (how many it has; writes to one list lock that list's row). A
 * closed set, so two writers of one list cannot take two different locks by a typo.
 */
export type UserListName = keyof typeof USER_LISTS | 'game' | 'game-runs' | 'custom-lists' | 'ratings';

/**
 * Serialises writes to one user's list of one kind, across connections and API instances, for the rest of the
 * transaction. Check-then-insert (dedupe windows, caps) is only safe under this lock.
 */
export async function lockUserRows(tx: Transaction, list: UserListName, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${list}:${ownerId}`}))`);
}

/** A per-user list table: its row id, its owner, and the order that puts the newest row first. */
export type UserList = { table: PgTable; id: PgColumn; ownerId: PgColumn; newestFirst: SQL[] };

/**
 * Drops one user's rows beyond the newest `keep` (histories are capped; older entries go on write). With `scope`,
 * only the rows it matches count and may go (the mini game caps only the games not yet submitted).
 */
export async function keepNewestRows(
  tx: Transaction,
  list: UserList,
  ownerId: string,
  keep: number,
  scope?: SQL,
) {
  const owned = scope ? and(eq(list.ownerId, ownerId), scope) : eq(list.ownerId, ownerId);
  const newest = tx
    .select({ id: list.id })
    .from(list.table)
    .where(owned)
    .orderBy(...list.newestFirst)
    .limit(keep);
  await tx.delete(list.table).where(and(owned, notInArray(list.id, newest)));
}

/** Each history and the watch-later list, newest first (ties broken by the later insert). */
export const USER_LISTS = {
  search: {
    table: searchHistory,
    id: searchHistory.id,
    ownerId: searchHistory.profileId,
    newestFirst: [desc(searchHistory.searchedAt), desc(searchHistory.id)],
  },
  watch: {
    table: watchHistory,
    id: watchHistory.id,
    ownerId: watchHistory.profileId,
    newestFirst: [desc(watchHistory.watchedAt), desc(watchHistory.id)],
  },
  chat: {
    table: chatHistory,
    id: chatHistory.id,
    ownerId: chatHistory.profileId,
    newestFirst: [desc(chatHistory.createdAt)],
  },
  watchlist: {
    table: watchlistItems,
    id: watchlistItems.id,
    ownerId: watchlistItems.profileId,
    newestFirst: [desc(watchlistItems.addedAt), desc(watchlistItems.id)],
  },
} as const satisfies Record<string, UserList>;
