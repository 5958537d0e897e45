import { listPlayerSources } from '../../services/player/list-player-sources';
import { protectedProcedure, router } from '../init';

export const playerRouter = router({
  sources: protectedProcedure.query(({ ctx }) => listPlayerSources(ctx.deps)),
});
