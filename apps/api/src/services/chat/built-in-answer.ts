import type { ChatAnswer, ChatEngine, ChatStreamEvent } from '@kinora/domain';
import type { Deps } from '../../deps';
import type { ReadChatInput } from './chat-input';
import { recommend } from './recommender/recommend';
import type { Viewer } from './recommender/viewer';

/** The built-in recommender's answer, labelled with the engine that gave it. */
export async function builtInAnswer(
  deps: Deps,
  engine: ChatEngine,
  input: ReadChatInput,
  viewer: Viewer,
): Promise<ChatAnswer> {
  const result = await recommend({ catalogue: deps.catalogue, now: deps.now }, viewer, {
    query: input.query,
    history: input.history,
  });
  return { ...result, engine };
}

/** A whole answer as the stream a hosted model would give: its words one by one, then its titles, then done. */
export function* answerEvents(answer: ChatAnswer): Generator<ChatStreamEvent> {
  const text = answer.titles.length > 0 ? answer.introText : (answer.nothingFound ?? '');
  for (const word of text.match(/\S+\s*/g) ?? []) yield { type: 'text', text: word };
  for (const title of answer.titles) yield { type: 'title', title };
  yield { type: 'done', answer };
}
