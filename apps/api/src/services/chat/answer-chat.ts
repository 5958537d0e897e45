import type { ChatAnswer } from '@kinora/domain';
import type { Deps } from '../../deps';
import { loadViewerLists } from '../shared/viewer-lists';
import { builtInAnswer } from './built-in-answer';
import { type ChatInput, readChatInput } from './chat-input';
import { limitChat } from './chat-limits';
import { engineFor, hostedModel } from './chat-models';
import { answerHosted } from './hosted/answer-hosted';

/**
 * Answers one chat question whole (the REST door's `POST /chat/movie/llm`): by the picked model when it is
 * hosted and configured, else by the built-in recommender; the answer says which. Throws AppError (BAD_INPUT,
 * RATE_LIMITED, UPSTREAM_FAILED) with a message a person can act on.
 */
export async function answerChat(
  deps: Deps,
  input: ChatInput,
  options: { signal?: AbortSignal } = {},
): Promise<ChatAnswer> {
  const read = readChatInput(input);
  const engine = engineFor(deps.config, read.model);
  await limitChat(deps, read.userId, engine);
  const viewer = () => loadViewerLists(deps, read.profileId);
  const hosted = hostedModel(deps.config, read.model);
  if (hosted) return answerHosted({ deps, hosted, engine, input: read, viewer, signal: options.signal });
  return builtInAnswer(deps, engine, read, await viewer());
}
