import { createHash } from 'node:crypto';
import { AppError, LIMITS, MESSAGES, type RecordChatInput } from '@kinora/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatHistory } from '../../db/schema';
import { keepNewestRows, lockUserRows, USER_LISTS } from '../../db/user-lists';
import type { Deps } from '../../deps';

/** What an idempotency key stands for: a digest of the request it first came with. */
export function requestHashOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/**
 * Refuses (422) a key already recorded for a different request: that is a new request under an old key, not a
 * retry, and taking it for one would drop it silently. The same request again passes. Rows kept before requests
 * were hashed match anything.
 */
export async function refuseReusedKey(
  db: Pick<Database, 'select'>,
  profileId: string,
  key: string,
  requestHash: string,
): Promise<void> {
  const [row] = await db
    .select({ requestHash: chatHistory.requestHash })
    .from(chatHistory)
    .where(and(eq(chatHistory.profileId, profileId), eq(chatHistory.idempotencyKey, key)))
    .limit(1);
  if (row?.requestHash && row.requestHash !== requestHash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', MESSAGES.IDEMPOTENCY_KEY_REUSED);
  }
}

/**
 * Stores one question and its answer; the newest LIMITS.CHAT_HISTORY_MAX are kept. With an idempotency key the
 * record happens once per (user, key): a retried request (a lost answer, the other instance) changes nothing, and
 * the key reused for another request is refused. `request` is what the key stands for: by default the entry
 * itself; the chat passes the question it was asked (its answer may differ from one try to the next).
 */
export async function recordChat(
  deps: Deps,
  profileId: string,
  entry: RecordChatInput,
  request: unknown = { query: entry.query, response: entry.response ?? null },
): Promise<{ recorded: boolean }> {
  const key = entry.idempotencyKey;
  const requestHash = key ? requestHashOf(request) : null;
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'chat', profileId);
    const inserted = await tx
      .insert(chatHistory)
      .values({
        profileId,
        query: entry.query,
        response: entry.response ?? null,
        idempotencyKey: key ?? null,
        requestHash,
        createdAt: deps.now(),
      })
      .onConflictDoNothing({ target: [chatHistory.profileId, chatHistory.idempotencyKey] })
      .returning({ id: chatHistory.id });
    if (inserted.length === 0) {
      if (key && requestHash) await refuseReusedKey(tx, profileId, key, requestHash);
      return { recorded: false };
    }
    await keepNewestRows(tx, USER_LISTS.chat, profileId, LIMITS.CHAT_HISTORY_MAX);
    return { recorded: true };
  });
}
