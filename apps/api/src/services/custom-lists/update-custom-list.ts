import { AppError, type CustomList, type CustomListChanges } from '@kinora/domain';
import { eq, sql } from 'drizzle-orm';
import { customLists } from '../../db/schema';
import type { Deps } from '../../deps';
import { lockOwnedList, readItems, type Transaction } from './custom-list-rows';
import { getCustomList } from './get-custom-list';

/**
 * Puts the list's titles in the order given, which must name each of them exactly once: an order made from a
 * stale copy of the list (a title added or removed in another tab since) is refused rather than half applied.
 */
async function reorder(tx: Transaction, listId: string, order: readonly number[]) {
  const current = new Set((await readItems(tx, listId)).map((item) => item.id));
  const isExact =
    order.length === current.size &&
    new Set(order).size === order.length &&
    order.every((id) => current.has(id));
  if (!isExact) {
    throw new AppError(
      'BAD_INPUT',
      `order must name every item of the list exactly once (it has ${current.size}); reload the list and try again`,
    );
  }
  if (order.length === 0) return;
  const ids = sql.join(
    order.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update custom_list_items as item set position = placed.position::int
    from unnest(array[${ids}]::bigint[]) with ordinality as placed(id, position)
    where item.id = placed.id and item.list_id = ${listId}`);
}

/**
 * Renames, describes, makes public or private, and reorders one of the caller's lists: only what is sent
 * changes. Making a list private again closes its link; public again, the same link works again.
 */
export async function updateCustomList(
  deps: Deps,
  profileId: string,
  listId: string,
  changes: CustomListChanges,
): Promise<CustomList> {
  await deps.db.transaction(async (tx) => {
    await lockOwnedList(tx, profileId, listId);
    if (changes.order) await reorder(tx, listId, changes.order);
    const { name, description, public: isPublic } = changes;
    await tx
      .update(customLists)
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(isPublic !== undefined ? { public: isPublic } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(customLists.id, listId));
  });
  return getCustomList(deps, profileId, listId);
}
