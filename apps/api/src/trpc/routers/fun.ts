import { adultLinksSchema, funLinksSchema } from '@kinora/domain/schemas';
import { listAdultLinks, listFunLinks } from '../../services/fun/fun-links';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

export const funRouter = router({
  links: protectedProcedure
    .output(answers(funLinksSchema.omit({ adult: true })))
    .query(({ ctx }) => listFunLinks(ctx.deps)),
  adultLinks: protectedProcedure
    .output(answers(adultLinksSchema))
    .query(({ ctx }) => listAdultLinks(ctx.deps, ctx.auth)),
});
