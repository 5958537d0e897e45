import { LIMITS } from '@kinora/domain';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { chatHistory } from '../../db/schema';
import type { Deps } from '../../deps';
import { lockUserRows } from './user-lock';

/** Stores one question and its answer; the newest LIMITS.CHAT_HISTORY_MAX are kept. */
export async function recordChat(deps: Deps, userId: string, entry: { query: string; response?: string }) {
  await deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'chat', userId);
    await tx.insert(chatHistory).values({
      userId,
      query: entry.query,
      response: entry.response ?? null,
      createdAt: deps.now(),
    });
    const newest = tx
      .select({ id: chatHistory.id })
      .from(chatHistory)
      .where(eq(chatHistory.userId, userId))
      .orderBy(desc(chatHistory.createdAt))
      .limit(LIMITS.CHAT_HISTORY_MAX);
    await tx
      .delete(chatHistory)
      .where(and(eq(chatHistory.userId, userId), notInArray(chatHistory.id, newest)));
  });
}
