import {
  myServicesAnswerSchema,
  myServicesInputSchema,
  updateMyServicesInputSchema,
} from '@kinora/domain/schemas';
import { listMyServices } from '../../services/my-services/list-my-services';
import { updateMyServices } from '../../services/my-services/update-my-services';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

/** My services (docs/product/my-services.md): the active profile's streaming services. */
export const servicesRouter = router({
  list: protectedProcedure
    .input(myServicesInputSchema.optional())
    .output(answers(myServicesAnswerSchema))
    .query(({ ctx, input }) => listMyServices(ctx.deps, ctx.auth.profileId, input?.region)),
  update: protectedProcedure
    .input(updateMyServicesInputSchema)
    .output(answers(myServicesAnswerSchema))
    .mutation(({ ctx, input }) =>
      updateMyServices(ctx.deps, ctx.auth.profileId, input.providerIds, input.region),
    ),
});
