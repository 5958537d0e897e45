import type { CustomListSummary } from '@kinora/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { customListItems, customLists } from '../../db/schema';
import type { Deps } from '../../deps';
import { toSummary } from './custom-list-rows';

/** The caller's lists, newest first, each with how many titles it holds. */
export async function listCustomLists(deps: Deps, profileId: string): Promise<CustomListSummary[]> {
  const rows = await deps.db
    .select({ list: customLists, itemCount: sql<number>`count(${customListItems.id})::int` })
    .from(customLists)
    .leftJoin(customListItems, eq(customListItems.listId, customLists.id))
    .where(eq(customLists.profileId, profileId))
    .groupBy(customLists.id)
    .orderBy(desc(customLists.createdAt), desc(customLists.id));
  return rows.map((row) => toSummary(row.list, Number(row.itemCount)));
}
