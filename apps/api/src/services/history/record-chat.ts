import { LIMITS } from '@kinora/domain';
import { chatHistory } from '../../db/schema';
import { keepNewestRows, lockUserRows, USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';

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
    await keepNewestRows(tx, USER_LISTS.chat, userId, LIMITS.CHAT_HISTORY_MAX);
  });
}
