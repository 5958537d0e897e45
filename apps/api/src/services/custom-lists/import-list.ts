import { CUSTOM_LISTS, type MediaType } from '@kinora/domain';
import { customListDescriptionSchema, customListNameSchema } from '@kinora/domain/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { customLists } from '../../db/schema';
import { lockUserRows } from '../../db/user-lists';
import type { Deps } from '../../deps';
import { parseInput } from '../../errors/error-map';
import { insertCustomList } from './create-custom-list';
import { lockOwnedList, touchList } from './custom-list-rows';
import { writeListItems } from './write-list-items';

/** A list as an import file names it, its titles already matched to the catalogue by the importer. */
export type ImportedList = {
  name: string;
  description?: string;
  items: readonly {
    target: { type: MediaType; id: number };
    title: string;
    image: string | null;
    note?: string | null;
  }[];
};

/**
 * The importer's batch writer: the caller's list with this name (case-insensitive; the oldest if there are
 * several) is reused, else made; titles already on it are skipped and the rest go to its end in the file's
 * order. Idempotent: the same file again adds nothing. Titles past CUSTOM_LISTS.ITEMS_MAX are left out and
 * counted; a note longer than CUSTOM_LISTS.NOTE_MAX_CHARS is cut there rather than failing the file.
 */
export async function importList(
  deps: Deps,
  profileId: string,
  list: ImportedList,
): Promise<{ added: number; unchanged: number; leftOut: number }> {
  const name = parseInput(customListNameSchema, list.name);
  const description = parseInput(customListDescriptionSchema, list.description ?? '');
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // Two imports of one file at once must find or make the same single list.
    await lockUserRows(tx, 'custom-lists', profileId);
    const [existing] = await tx
      .select({ id: customLists.id })
      .from(customLists)
      .where(and(eq(customLists.profileId, profileId), sql`lower(${customLists.name}) = lower(${name})`))
      .orderBy(asc(customLists.createdAt), asc(customLists.id))
      .limit(1);
    const listId = existing?.id ?? (await insertCustomList(tx, profileId, { name, description }, now)).id;
    await lockOwnedList(tx, profileId, listId);
    const written = await writeListItems(
      tx,
      listId,
      list.items.map((item) => ({
        mediaType: item.target.type,
        tmdbId: item.target.id,
        title: item.title,
        image: item.image,
        note: item.note?.trim().slice(0, CUSTOM_LISTS.NOTE_MAX_CHARS) || null,
      })),
      now,
    );
    if (written.inserted > 0) await touchList(tx, listId, now);
    return { added: written.inserted, unchanged: written.alreadyThere, leftOut: written.leftOut };
  });
}
