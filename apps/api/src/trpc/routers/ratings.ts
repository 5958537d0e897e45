import {
  ratingsPageInputSchema,
  ratingsPageSchema,
  setRatingAnswerSchema,
  setRatingInputSchema,
  titleInputSchema,
  titleRatingsSchema,
  watchTargetSchema,
} from '@kinora/domain/schemas';
import { deleteRating } from '../../services/ratings/delete-rating';
import { getTitleRatings } from '../../services/ratings/get-title-ratings';
import { listRatings } from '../../services/ratings/list-ratings';
import { rateTitle } from '../../services/ratings/rate-title';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

export const ratingsRouter = router({
  set: protectedProcedure
    .input(setRatingInputSchema)
    .output(answers(setRatingAnswerSchema))
    .mutation(({ ctx, input }) => rateTitle(ctx.deps, ctx.auth.profileId, input)),
  remove: protectedProcedure
    .input(watchTargetSchema)
    .mutation(({ ctx, input }) => deleteRating(ctx.deps, ctx.auth.profileId, input)),
  list: protectedProcedure
    .input(ratingsPageInputSchema)
    .output(answers(ratingsPageSchema))
    .query(({ ctx, input }) => listRatings(ctx.deps, ctx.auth.profileId, input.page)),
  /** A title page's block: the viewer's rating of the title and of its episodes, and Kinora's average. */
  forTitle: protectedProcedure
    .input(titleInputSchema)
    .output(answers(titleRatingsSchema))
    .query(({ ctx, input }) => getTitleRatings(ctx.deps, ctx.auth.profileId, input.media, input.id)),
});
