import type { CustomListItem, CustomListSummary } from '@kinora/domain';
import { AppError } from '@kinora/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customListItems, customLists } from '../../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ListRow = typeof customLists.$inferSelect;
type ItemRow = typeof customListItems.$inferSelect;

/** One answer for a list id that is not the caller's, whoever owns it: nobody learns that it exists. */
export const LIST_NOT_FOUND = 'This list does not exist (it may have been deleted)';

export function toSummary(row: ListRow, itemCount: number): CustomListSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    public: row.public,
    itemCount,
    updated: row.updatedAt.toISOString(),
  };
}

/** A stored title in the watch-later list's words (`image`, and `poster_path` for clients that read that). */
export function toItem(row: ItemRow): CustomListItem {
  return {
    itemId: row.id,
    media_type: row.mediaType,
    id: row.tmdbId,
    title: row.title,
    image: row.image,
    poster_path: row.image,
    note: row.note,
    added: row.addedAt.toISOString(),
  };
}

const owned = (profileId: string, listId: string) =>
  and(eq(customLists.id, listId), eq(customLists.profileId, profileId));

/** The caller's list, or NOT_FOUND (another profile's list is as absent as a deleted one). */
export async function readOwnedList(db: Database | Transaction, profileId: string, listId: string) {
  const [row] = await db.select().from(customLists).where(owned(profileId, listId));
  if (!row) throw new AppError('NOT_FOUND', LIST_NOT_FOUND);
  return row;
}

/**
 * The caller's list, locked for the rest of the transaction: every write to one list (adds, removals, a new
 * order) waits for the one before, so positions stay distinct and the cap holds under concurrent requests.
 */
export async function lockOwnedList(tx: Transaction, profileId: string, listId: string) {
  const [row] = await tx.select().from(customLists).where(owned(profileId, listId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', LIST_NOT_FOUND);
  return row;
}

/** A list's titles in the owner's order (ties, which no writer makes, by the earlier add). */
export function readItems(db: Database | Transaction, listId: string) {
  return db
    .select()
    .from(customListItems)
    .where(eq(customListItems.listId, listId))
    .orderBy(asc(customListItems.position), asc(customListItems.id));
}

/** Marks the list as changed now. */
export async function touchList(tx: Transaction, listId: string, now: Date) {
  await tx.update(customLists).set({ updatedAt: now }).where(eq(customLists.id, listId));
}
