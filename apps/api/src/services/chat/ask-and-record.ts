import { AppError, type ChatAnswer, type ChatStreamEvent, DEFAULT_CHAT_MODEL } from '@kinora/domain';
import { chatHistoryText } from '@kinora/domain/schemas';
import type { Deps } from '../../deps';
import { recordChat, refuseReusedKey, requestHashOf } from '../history/record-chat';
import { answerChat } from './answer-chat';
import type { ChatInput } from './chat-input';
import { streamChat } from './stream-chat';

/**
 * The chat as both doors serve it: the answer, and the question and answer kept in the viewer's chat history
 * once the answer is complete. With a key (one per question, made by the client) a repeated question is recorded
 * once, however often it is retried; a failed answer records nothing. A key already used for another question is
 * refused (IDEMPOTENCY_KEY_REUSED) before any answer is worked out.
 */
export async function* streamAndRecord(
  deps: Deps,
  input: ChatInput,
  key: string | undefined,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<ChatStreamEvent> {
  try {
    await refuseReusedChatKey(deps, input, key);
    for await (const event of streamChat(deps, input, options)) {
      if (event.type === 'done') await remember(deps, input, event.answer, key);
      yield event;
    }
  } catch (error) {
    // The stream's failures are events (see streamChat); a refused key is one a person can act on.
    if (!(error instanceof AppError) || error.code !== 'IDEMPOTENCY_KEY_REUSED') throw error;
    yield { type: 'error', code: error.code, message: error.message };
  }
}

export async function answerAndRecord(
  deps: Deps,
  input: ChatInput,
  key: string | undefined,
): Promise<ChatAnswer> {
  await refuseReusedChatKey(deps, input, key);
  const answer = await answerChat(deps, input);
  await remember(deps, input, answer, key);
  return answer;
}

/** What a chat key stands for: the question as asked, on either door (never the answer, which may vary). */
function questionOf(input: ChatInput) {
  return { query: input.query, history: input.history ?? [], model: input.model ?? DEFAULT_CHAT_MODEL };
}

async function refuseReusedChatKey(deps: Deps, input: ChatInput, key: string | undefined) {
  if (key) await refuseReusedKey(deps.db, input.profileId, key, requestHashOf(questionOf(input)));
}

async function remember(deps: Deps, input: ChatInput, answer: ChatAnswer, key: string | undefined) {
  await recordChat(
    deps,
    input.profileId,
    {
      query: input.query.trim(),
      response: chatHistoryText(answer).slice(0, 20_000),
      ...(key ? { idempotencyKey: key } : {}),
    },
    questionOf(input),
  );
}
