import { type ChatAnswer, type ChatStreamEvent, chatHistoryText } from '@kinora/domain';
import type { Deps } from '../../deps';
import { recordChat } from '../history/record-chat';
import { answerChat } from './answer-chat';
import type { ChatInput } from './chat-input';
import { streamChat } from './stream-chat';

/**
 * The chat as both doors serve it: the answer, and the question and answer kept in the viewer's chat history
 * once the answer is complete. With a key (one per question, made by the client) a repeated question is recorded
 * once, however often it is retried; a failed answer records nothing.
 */
export async function* streamAndRecord(
  deps: Deps,
  input: ChatInput,
  key: string | undefined,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<ChatStreamEvent> {
  for await (const event of streamChat(deps, input, options)) {
    if (event.type === 'done') await remember(deps, input, event.answer, key);
    yield event;
  }
}

export async function answerAndRecord(
  deps: Deps,
  input: ChatInput,
  key: string | undefined,
): Promise<ChatAnswer> {
  const answer = await answerChat(deps, input);
  await remember(deps, input, answer, key);
  return answer;
}

async function remember(deps: Deps, input: ChatInput, answer: ChatAnswer, key: string | undefined) {
  await recordChat(deps, input.userId, {
    query: input.query.trim(),
    response: chatHistoryText(answer).slice(0, 20_000),
    ...(key ? { idempotencyKey: key } : {}),
  });
}
