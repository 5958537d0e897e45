import { listAdultLinks, listFunLinks } from '../../services/fun/fun-links';
import { protectedProcedure, router } from '../init';

export const funRouter = router({
  links: protectedProcedure.query(({ ctx }) => listFunLinks(ctx.deps)),
  adultLinks: protectedProcedure.query(({ ctx }) => listAdultLinks(ctx.deps, ctx.auth)),
});
