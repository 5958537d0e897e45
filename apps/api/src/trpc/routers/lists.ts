import {
  addCustomListItemInputSchema,
  createCustomListInputSchema,
  customListIdInputSchema,
  customListOnMyServicesInputSchema,
  customListSchema,
  customListSlugInputSchema,
  customListSummarySchema,
  customListWriteSchema,
  publicCustomListSchema,
  removeCustomListItemInputSchema,
  updateCustomListInputSchema,
} from '@kinora/domain/schemas';
import { z } from 'zod';
import { addToCustomList } from '../../services/custom-lists/add-to-custom-list';
import { createCustomList } from '../../services/custom-lists/create-custom-list';
import { deleteCustomList } from '../../services/custom-lists/delete-custom-list';
import { getCustomList } from '../../services/custom-lists/get-custom-list';
import { getPublicList } from '../../services/custom-lists/get-public-list';
import { listCustomLists } from '../../services/custom-lists/list-custom-lists';
import { removeFromCustomList } from '../../services/custom-lists/remove-from-custom-list';
import { updateCustomList } from '../../services/custom-lists/update-custom-list';
import { answers } from '../answers';
import { protectedProcedure, publicProcedure, router } from '../init';

/** Lists of your own (docs/product/lists.md); REST twin: rest/custom-lists.ts. */
export const listsRouter = router({
  mine: protectedProcedure
    .output(answers(z.array(customListSummarySchema)))
    .query(({ ctx }) => listCustomLists(ctx.deps, ctx.auth.profileId)),
  get: protectedProcedure
    .input(customListOnMyServicesInputSchema)
    .output(answers(customListSchema))
    .query(({ ctx, input }) => getCustomList(ctx.deps, ctx.auth.profileId, input.id, input)),
  create: protectedProcedure
    .input(createCustomListInputSchema)
    .output(answers(customListSummarySchema))
    .mutation(({ ctx, input }) => createCustomList(ctx.deps, ctx.auth.profileId, input)),
  update: protectedProcedure
    .input(updateCustomListInputSchema)
    .output(answers(customListSchema))
    .mutation(({ ctx, input: { id, ...changes } }) =>
      updateCustomList(ctx.deps, ctx.auth.profileId, id, changes),
    ),
  delete: protectedProcedure
    .input(customListIdInputSchema)
    .output(answers(customListWriteSchema))
    .mutation(({ ctx, input }) => deleteCustomList(ctx.deps, ctx.auth.profileId, input.id)),
  addItem: protectedProcedure
    .input(addCustomListItemInputSchema)
    .output(answers(customListWriteSchema))
    .mutation(({ ctx, input: { listId, ...item } }) =>
      addToCustomList(ctx.deps, ctx.auth.profileId, listId, item),
    ),
  removeItem: protectedProcedure
    .input(removeCustomListItemInputSchema)
    .output(answers(customListWriteSchema))
    .mutation(({ ctx, input }) =>
      removeFromCustomList(ctx.deps, ctx.auth.profileId, input.listId, {
        type: input.media_type,
        id: input.id,
      }),
    ),
  /** A public list by its link, for anyone (signed out too). */
  bySlug: publicProcedure
    .input(customListSlugInputSchema)
    .output(answers(publicCustomListSchema))
    .query(async ({ ctx, input }) => getPublicList(ctx.deps, input.slug, (await ctx.getAuth())?.profile)),
});
