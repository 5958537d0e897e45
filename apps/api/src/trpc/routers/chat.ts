import { chatAskInputSchema } from '@kinora/domain/schemas';
import { streamAndRecord } from '../../services/chat/ask-and-record';
import { protectedProcedure, router } from '../init';

/**
 * The chat assistant for the web app: `ask` streams the answer over server-sent events (the engine, the intro
 * word by word, each title as soon as it is resolved, then the whole answer) and keeps it in the chat history.
 */
export const chatRouter = router({
  ask: protectedProcedure.input(chatAskInputSchema).subscription(async function* ({ ctx, input, signal }) {
    const { query, history, aimodel, requestId } = input;
    yield* streamAndRecord(
      ctx.deps,
      { userId: ctx.auth.userId, profileId: ctx.auth.profileId, query, history, model: aimodel },
      requestId,
      {
        signal,
      },
    );
  }),
});
