import {
  createProfileInputSchema,
  profileIdInputSchema,
  profileListSchema,
  profileSummarySchema,
  publicUserSchema,
  switchProfileCallSchema,
  updateProfileCallSchema,
} from '@kinora/domain/schemas';
import { z } from 'zod';
import { createProfile } from '../../services/profiles/create-profile';
import { deleteProfile } from '../../services/profiles/delete-profile';
import { listProfiles } from '../../services/profiles/list-profiles';
import { switchProfile } from '../../services/profiles/switch-profile';
import { updateProfile } from '../../services/profiles/update-profile';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

/** Household profiles (docs/product/profiles.md); REST twins under /api/v1/user/profiles. */
export const profilesRouter = router({
  list: protectedProcedure
    .output(answers(profileListSchema))
    .query(({ ctx }) => listProfiles(ctx.deps, ctx.auth)),
  create: protectedProcedure
    .input(createProfileInputSchema)
    .output(answers(profileSummarySchema))
    .mutation(({ ctx, input }) => createProfile(ctx.deps, ctx.auth, input)),
  update: protectedProcedure
    .input(updateProfileCallSchema)
    .output(answers(profileSummarySchema))
    .mutation(({ ctx, input: { id, ...changes } }) => updateProfile(ctx.deps, ctx.auth, id, changes)),
  remove: protectedProcedure
    .input(profileIdInputSchema)
    .output(answers(z.object({ message: z.string() })))
    .mutation(({ ctx, input }) => deleteProfile(ctx.deps, ctx.auth, input.id)),
  /** This session acts as the profile from now on; a locked one needs its PIN. */
  switch: protectedProcedure
    .input(switchProfileCallSchema)
    .output(answers(z.object({ profile: profileSummarySchema, user: publicUserSchema })))
    .mutation(({ ctx, input: { id, ...rest } }) => switchProfile(ctx.deps, ctx.auth, id, rest)),
});
