import { playerSourceListSchema } from '@kinora/domain/schemas';
import { listPlayerSources } from '../../services/player/list-player-sources';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

export const playerRouter = router({
  sources: protectedProcedure
    .output(answers(playerSourceListSchema))
    .query(({ ctx }) => listPlayerSources(ctx.deps)),
});
