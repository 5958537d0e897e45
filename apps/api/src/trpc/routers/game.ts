import {
  gameResultSchema,
  gameStartSchema,
  gameSubmitInputSchema,
  leaderboardEntrySchema,
} from '@kinora/domain/schemas';
import { z } from 'zod';
import { listLeaderboard } from '../../services/game/leaderboard';
import { startGame } from '../../services/game/start-game';
import { submitGame } from '../../services/game/submit-game';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

/** The mini game: the server hands out each game's seed and plays each finished game again. */
export const gameRouter = router({
  start: protectedProcedure
    .output(answers(gameStartSchema))
    .mutation(({ ctx }) => startGame(ctx.deps, ctx.auth.userId)),
  submit: protectedProcedure
    .input(gameSubmitInputSchema)
    .output(answers(gameResultSchema))
    .mutation(({ ctx, input }) => submitGame(ctx.deps, ctx.auth.userId, input)),
  leaderboard: protectedProcedure
    .output(answers(z.array(leaderboardEntrySchema)))
    .query(({ ctx }) => listLeaderboard(ctx.deps)),
});
