import { type ChatStreamEvent, isAppError, MESSAGES } from '@kinora/domain';
import type { Deps } from '../../deps';
import { loadViewerLists } from '../shared/viewer-lists';
import { answerEvents, builtInAnswer } from './built-in-answer';
import { type ChatInput, readChatInput } from './chat-input';
import { limitChat } from './chat-limits';
import { engineFor, hostedModel } from './chat-models';
import { streamHosted } from './hosted/answer-hosted';

/**
 * Answers one chat question as a stream of events (the web app's subscription): `engine`, then `text` pieces
 * and a `title` as soon as each is resolved, then `done` with the whole answer. It never throws: a failure
 * becomes one `error` event with a message a person can act on. Stop iterating (or abort `signal`) to stop the
 * upstream call.
 */
export async function* streamChat(
  deps: Deps,
  input: ChatInput,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<ChatStreamEvent> {
  try {
    const read = readChatInput(input);
    const engine = engineFor(deps.config, read.model);
    await limitChat(deps, read.userId, engine);
    yield { type: 'engine', engine };
    const viewer = () => loadViewerLists(deps, read.profileId);
    const hosted = hostedModel(deps.config, read.model);
    if (hosted) {
      yield* streamHosted({ deps, hosted, engine, input: read, viewer, signal: options.signal });
      return;
    }
    yield* answerEvents(await builtInAnswer(deps, engine, read, await viewer()));
  } catch (error) {
    if (isAppError(error)) {
      if (error.code === 'UPSTREAM_FAILED' || error.code === 'INTERNAL') {
        deps.log.warn({ err: error.details?.cause ?? error }, 'chat answer failed');
      }
      const retryAfterSeconds = error.details?.retryAfterSeconds;
      yield {
        type: 'error',
        code: error.code,
        message: error.message,
        ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      };
      return;
    }
    deps.log.error({ err: error }, 'chat answer failed unexpectedly');
    yield { type: 'error', code: 'INTERNAL', message: MESSAGES.INTERNAL };
  }
}
