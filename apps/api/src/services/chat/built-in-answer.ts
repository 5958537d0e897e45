import type { ChatAnswer, ChatEngine, ChatStreamEvent } from '@kinora/domain';
import type { Deps } from '../../deps';
import { catalogueLanguage } from '../catalogue/catalogue-language';
import { keepForAudience, ownMedia } from '../catalogue/kids-filter';
import type { ReadChatInput } from './chat-input';
import { say } from './recommender/localized';
import { recommend } from './recommender/recommend';
import type { Viewer } from './recommender/viewer';

/**
 * The built-in recommender's answer, labelled with the engine that gave it. The recommender already keeps a kids
 * profile's question within the kids limit; its titles pass the kids rule once more here, the one owner of it.
 */
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
  const titles = await keepForAudience(deps, { kids: viewer.kids ?? false }, result.titles, ownMedia);
  if (titles.length === result.titles.length) return { ...result, engine };
  if (titles.length > 0) return { ...result, titles, engine };
  // Every title found was above a kids profile's limit.
  const nothingForKids = say(await catalogueLanguage(deps.catalogue), 'nothingForKids');
  return { ...result, titles, introText: '', nothingFound: nothingForKids, engine };
}

/** A whole answer as the stream a hosted model would give: its words one by one, then its titles, then done. */
export function* answerEvents(answer: ChatAnswer): Generator<ChatStreamEvent> {
  const text = answer.titles.length > 0 ? answer.introText : (answer.nothingFound ?? '');
  for (const word of text.match(/\S+\s*/g) ?? []) yield { type: 'text', text: word };
  for (const title of answer.titles) yield { type: 'title', title };
  yield { type: 'done', answer };
}
