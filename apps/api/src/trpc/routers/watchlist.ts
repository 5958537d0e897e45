import { onMyServicesInputSchema, watchlistItemSchema, watchTargetSchema } from '@kinora/domain/schemas';
import { z } from 'zod';
import { addToWatchlist } from '../../services/watchlist/add-to-watchlist';
import { listWatchlist } from '../../services/watchlist/list-watchlist';
import { removeFromWatchlist } from '../../services/watchlist/remove-from-watchlist';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

export const watchlistRouter = router({
  list: protectedProcedure
    .input(onMyServicesInputSchema.optional())
    .output(answers(z.array(watchlistItemSchema)))
    .query(({ ctx, input }) => listWatchlist(ctx.deps, ctx.auth.profileId, input)),
  add: protectedProcedure
    .input(watchTargetSchema)
    .mutation(({ ctx, input }) => addToWatchlist(ctx.deps, ctx.auth.profileId, input)),
  remove: protectedProcedure
    .input(watchTargetSchema)
    .mutation(({ ctx, input }) => removeFromWatchlist(ctx.deps, ctx.auth.profileId, input)),
});
