import {
  chatRequestSchema,
  idempotencyKeySchema,
  legacyChatReplySchema,
  toLegacyChatReply,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerAndRecord } from '../services/chat/ask-and-record';
import {
  CHAT_BUILT_IN_PER_ACCOUNT,
  CHAT_HOSTED_PER_DAY,
  CHAT_HOSTED_PER_MINUTE,
  describeRateLimits,
} from '../services/security/rate-limit-policies';
import { signedIn } from './guards';

/** A hosted model may take its whole `LLM_TIMEOUT_MS`; the route waits that long, plus time to answer. */
const ANSWER_GRACE_MS = 2_000;

/**
 * POST /api/v1/chat/movie/llm {query, history, aimodel}: one whole answer in the shape existing clients read
 * (`{success, introText, content, contentType}`, or `{success, nocontext}` when it names no titles). An optional
 * `Idempotency-Key` header records a retried question in the chat history only once; the same key with a
 * different question is refused with 422 (services/history/record-chat.ts).
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '/chat/movie/llm',
    {
      config: {
        rateLimit: describeRateLimits(
          deps.config,
          CHAT_BUILT_IN_PER_ACCOUNT,
          CHAT_HOSTED_PER_MINUTE,
          CHAT_HOSTED_PER_DAY,
        ),
      },
      handlerTimeout: deps.config.chat.timeoutMs + ANSWER_GRACE_MS,
      schema: {
        tags: ['chat'],
        summary: 'Ask the assistant for recommendations; one whole answer (the web app streams through tRPC)',
        headers: z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: chatRequestSchema,
        response: { 200: legacyChatReplySchema },
      },
    },
    async (request) => {
      const { query, history, aimodel } = request.body;
      const key = request.headers['idempotency-key'];
      const question = {
        userId: signedIn(request).userId,
        profileId: signedIn(request).profileId,
        query,
        history,
        model: aimodel,
      };
      return toLegacyChatReply(await answerAndRecord(request.deps, question, key));
    },
  );
};
