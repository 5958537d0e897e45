import { chatRequestSchema, idempotencyKeySchema, toLegacyChatReply } from '@kinora/domain';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../errors/error-map';
import { answerAndRecord } from '../services/chat/ask-and-record';
import { requireAuth } from './guards';

/** A hosted model may take its whole `LLM_TIMEOUT_MS`; the route waits that long, plus time to answer. */
const ANSWER_GRACE_MS = 2_000;

/**
 * POST /api/v1/chat/movie/llm {query, history, aimodel}: one whole answer in the shape existing clients read
 * (`{success, introText, content, contentType}`, or `{success, nocontext}` when it names no titles). An optional
 * `Idempotency-Key` header records a retried question in the chat history only once.
 */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  app.post(
    '/chat/movie/llm',
    { handlerTimeout: deps.config.chat.timeoutMs + ANSWER_GRACE_MS },
    async (request) => {
      const { userId } = await requireAuth(request);
      const { query, history, aimodel } = parseInput(chatRequestSchema, request.body);
      const header = request.headers['idempotency-key'];
      const key = header === undefined ? undefined : parseInput(idempotencyKeySchema, header);
      const answer = await answerAndRecord(deps, { userId, query, history, model: aimodel }, key);
      return toLegacyChatReply(answer);
    },
  );
};
