import {
  AppError,
  CUSTOM_LISTS,
  type CustomListItemInput,
  type CustomListWrite,
  formatTitleCount,
} from '@kinora/domain';
import { and, eq } from 'drizzle-orm';
import { customListItems } from '../../db/schema';
import type { Deps } from '../../deps';
import { lookupTargetRow } from '../shared/title-facts';
import { lockOwnedList, readOwnedList, touchList } from './custom-list-rows';
import { writeListItems } from './write-list-items';

const FULL = `This list is full (${formatTitleCount(CUSTOM_LISTS.ITEMS_MAX)}). Remove some to add more.`;

/**
 * Puts a movie or a show at the end of one of the caller's lists, with the catalogue's title and poster (an
 * unknown title is NOT_FOUND). A title already there stays where it is: the call succeeds and changes nothing,
 * or, when it carries a note, sets that note (empty text removes it).
 */
export async function addToCustomList(
  deps: Deps,
  profileId: string,
  listId: string,
  input: CustomListItemInput,
): Promise<CustomListWrite> {
  // Someone else's list is not found before the catalogue is asked anything.
  await readOwnedList(deps.db, profileId, listId);
  const facts = await lookupTargetRow(deps, profileId, { type: input.media_type, id: input.id });
  const note = input.note === undefined ? undefined : input.note || null;
  return deps.db.transaction(async (tx) => {
    const list = await lockOwnedList(tx, profileId, listId);
    const now = deps.now();
    const row = { mediaType: facts.mediaType, tmdbId: facts.tmdbId, title: facts.title, image: facts.image };
    const written = await writeListItems(tx, listId, [{ ...row, note: note ?? null }], now);
    if (written.leftOut > 0) throw new AppError('BAD_INPUT', FULL);
    if (written.inserted > 0) {
      await touchList(tx, listId, now);
      return { changed: true, message: `Added to ${list.name}` };
    }
    if (note === undefined) return { changed: false, message: `Already on ${list.name}` };
    await tx
      .update(customListItems)
      .set({ note })
      .where(
        and(
          eq(customListItems.listId, listId),
          eq(customListItems.mediaType, row.mediaType),
          eq(customListItems.tmdbId, row.tmdbId),
        ),
      );
    await touchList(tx, listId, now);
    return { changed: true, message: note === null ? 'Note removed' : 'Note saved' };
  });
}
