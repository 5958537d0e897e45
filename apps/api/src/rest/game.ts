import { MINI_GAME_REPLAY } from '@kinora/domain';
import {
  gameSubmitInputSchema,
  legacyScoreInputSchema,
  restGameResultSchema,
  restGameStartSchema,
  restLeaderboardSchema,
  restLegacyScoreSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLeaderboard } from '../services/game/leaderboard';
import { recordReportedScore } from '../services/game/legacy-score';
import { startGame } from '../services/game/start-game';
import { submitGame } from '../services/game/submit-game';
import { describeRateLimit, GAME_SUBMITS_PER_ACCOUNT } from '../services/security/rate-limit-policies';
import { signedIn } from './guards';

const tags = ['game'];

/**
 * /api/v1/user/flappy: the legacy score route existing clients call (a reported score, kept if it is the best),
 * and the same verified games and leaderboard the web app uses through tRPC.
 */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '/user/flappy/score',
    {
      schema: {
        tags,
        summary: 'Report a score (kept when it is the best; marked unverified on the leaderboard)',
        body: legacyScoreInputSchema,
        response: { 200: restLegacyScoreSchema },
      },
    },
    async (request) => {
      const { best } = await recordReportedScore(request.deps, signedIn(request).userId, request.body.score);
      return { success: true as const, message: 'Score saved', flappy: { score: best } };
    },
  );
  app.post(
    '/user/flappy/start',
    {
      schema: {
        tags,
        summary: 'Start a verified game: its id and seed',
        response: { 200: restGameStartSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await startGame(request.deps, signedIn(request).userId)),
    }),
  );
  app.post(
    '/user/flappy/submit',
    {
      // The largest allowed replay is about 32 KB: a bigger body is refused before it is read.
      bodyLimit: MINI_GAME_REPLAY.SUBMIT_BODY_MAX_BYTES,
      config: {
        rateLimit: describeRateLimit(deps.config, GAME_SUBMITS_PER_ACCOUNT),
      },
      schema: {
        tags,
        summary: "Submit a game's replay; the server plays it again and keeps the score it reaches",
        body: gameSubmitInputSchema,
        response: { 200: restGameResultSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await submitGame(request.deps, signedIn(request).userId, request.body)),
    }),
  );
  app.get(
    '/user/flappy/leaderboard',
    {
      schema: {
        tags,
        summary: 'The best scores: rank, username, picture, score, verified (never an e-mail)',
        response: { 200: restLeaderboardSchema },
      },
    },
    async () => ({ success: true as const, content: await listLeaderboard(deps) }),
  );
};
