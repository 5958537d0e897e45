import { gameSubmitInputSchema } from '@kinora/domain';
import { listLeaderboard } from '../../services/game/leaderboard';
import { startGame } from '../../services/game/start-game';
import { submitGame } from '../../services/game/submit-game';
import { protectedProcedure, router } from '../init';

/** The mini game: the server hands out each game's seed and plays each finished game again. */
export const gameRouter = router({
  start: protectedProcedure.mutation(({ ctx }) => startGame(ctx.deps, ctx.auth.userId)),
  submit: protectedProcedure
    .input(gameSubmitInputSchema)
    .mutation(({ ctx, input }) => submitGame(ctx.deps, ctx.auth.userId, input)),
  leaderboard: protectedProcedure.query(({ ctx }) => listLeaderboard(ctx.deps)),
});
