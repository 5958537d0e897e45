import { CUSTOM_LISTS, type MediaType } from '@kinora/domain';
import { count, eq, inArray, max } from 'drizzle-orm';
import { customListItems } from '../../db/schema';
import type { Transaction } from './custom-list-rows';

/** What a list stores about a title: the catalogue's facts (never the client's), and the owner's note. */
export type ListItemFacts = {
  mediaType: MediaType;
  tmdbId: number;
  title: string;
  image: string | null;
  note: string | null;
};

export type ListItemsWrite = { inserted: number; alreadyThere: number; leftOut: number };

/** Rows per insert statement, well under the database's limit on parameters. */
const BATCH = 500;

/**
 * The one writer of a list's titles (a single add and the import alike), called under the list's row lock. New
 * titles go to the end in the order given; a title already on the list (or twice in one batch) is "already
 * there" by the list's identity constraint; what would pass CUSTOM_LISTS.ITEMS_MAX is taken back and counted as
 * left out.
 */
export async function writeListItems(
  tx: Transaction,
  listId: string,
  rows: readonly ListItemFacts[],
  now: Date,
): Promise<ListItemsWrite> {
  if (rows.length === 0) return { inserted: 0, alreadyThere: 0, leftOut: 0 };
  const [{ n, last } = { n: 0, last: null }] = await tx
    .select({ n: count(), last: max(customListItems.position) })
    .from(customListItems)
    .where(eq(customListItems.listId, listId));
  const start = (last ?? 0) + 1;
  const ids: number[] = [];
  for (let offset = 0; offset < rows.length; offset += BATCH) {
    const values = rows.slice(offset, offset + BATCH).map((row, index) => ({
      ...row,
      listId,
      position: start + offset + index,
      addedAt: now,
    }));
    const inserted = await tx
      .insert(customListItems)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: customListItems.id });
    ids.push(...inserted.map((r) => r.id));
  }
  ids.sort((a, b) => a - b);
  const overflow = Math.max(0, n + ids.length - CUSTOM_LISTS.ITEMS_MAX);
  if (overflow > 0) {
    await tx.delete(customListItems).where(inArray(customListItems.id, ids.slice(ids.length - overflow)));
  }
  return { inserted: ids.length - overflow, alreadyThere: rows.length - ids.length, leftOut: overflow };
}
