import { gameSubmitInputSchema, legacyScoreInputSchema } from '@kinora/domain';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../errors/error-map';
import { listLeaderboard } from '../services/game/leaderboard';
import { recordReportedScore } from '../services/game/legacy-score';
import { startGame } from '../services/game/start-game';
import { submitGame } from '../services/game/submit-game';
import { requireAuth } from './guards';

/**
 * /api/v1/user/flappy: the legacy score route existing clients call (a reported score, kept if it is the best),
 * and the same verified games and leaderboard the web app uses through tRPC.
 */
export const gameRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  app.post('/user/flappy/score', async (request) => {
    const { userId } = await requireAuth(request);
    const { score } = parseInput(legacyScoreInputSchema, request.body);
    const { best } = await recordReportedScore(deps, userId, score);
    return { success: true, message: 'Score saved', flappy: { score: best } };
  });
  app.post('/user/flappy/start', async (request) => {
    const { userId } = await requireAuth(request);
    return { success: true, ...(await startGame(deps, userId)) };
  });
  app.post('/user/flappy/submit', async (request) => {
    const { userId } = await requireAuth(request);
    const input = parseInput(gameSubmitInputSchema, request.body);
    return { success: true, ...(await submitGame(deps, userId, input)) };
  });
  app.get('/user/flappy/leaderboard', async (request) => {
    await requireAuth(request);
    return { success: true, content: await listLeaderboard(deps) };
  });
};
