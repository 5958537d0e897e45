import { watchTargetSchema } from '@kinora/domain';
import { addToWatchlist } from '../../services/watchlist/add-to-watchlist';
import { listWatchlist } from '../../services/watchlist/list-watchlist';
import { removeFromWatchlist } from '../../services/watchlist/remove-from-watchlist';
import { protectedProcedure, router } from '../init';

export const watchlistRouter = router({
  list: protectedProcedure.query(({ ctx }) => listWatchlist(ctx.deps, ctx.auth.userId)),
  add: protectedProcedure
    .input(watchTargetSchema)
    .mutation(({ ctx, input }) => addToWatchlist(ctx.deps, ctx.auth.userId, input)),
  remove: protectedProcedure
    .input(watchTargetSchema)
    .mutation(({ ctx, input }) => removeFromWatchlist(ctx.deps, ctx.auth.userId, input)),
});
