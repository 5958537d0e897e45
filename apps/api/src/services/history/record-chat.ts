import { LIMITS, type RecordChatInput } from '@kinora/domain';
import { chatHistory } from '../../db/schema';
import { keepNewestRows, lockUserRows, USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';

/**
 * Stores one question and its answer; the newest LIMITS.CHAT_HISTORY_MAX are kept. With an idempotency key the
 * record happens once per (user, key): a retried request (a lost answer, the other instance) changes nothing.
 */
export async function recordChat(
  deps: Deps,
  userId: string,
  entry: RecordChatInput,
): Promise<{ recorded: boolean }> {
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'chat', userId);
    const inserted = await tx
      .insert(chatHistory)
      .values({
        userId,
        query: entry.query,
        response: entry.response ?? null,
        idempotencyKey: entry.idempotencyKey ?? null,
        createdAt: deps.now(),
      })
      .onConflictDoNothing({ target: [chatHistory.userId, chatHistory.idempotencyKey] })
      .returning({ id: chatHistory.id });
    if (inserted.length === 0) return { recorded: false };
    await keepNewestRows(tx, USER_LISTS.chat, userId, LIMITS.CHAT_HISTORY_MAX);
    return { recorded: true };
  });
}
