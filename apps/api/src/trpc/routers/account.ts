import { adultPreferenceInputSchema } from '@kinora/domain';
import { clearSessionCookie } from '../../lib/session-cookie';
import { sendWelcomeEmail } from '../../services/mail/send-welcome';
import { setAdultContent } from '../../services/users/adult-preference';
import { deleteAccount } from '../../services/users/delete-account';
import { getProfile } from '../../services/users/get-profile';
import { protectedProcedure, router } from '../init';

export const accountRouter = router({
  profile: protectedProcedure.query(({ ctx }) => getProfile(ctx.deps, ctx.auth)),
  /** Asked for by the home page after sign-up (`?authUser=new`); sends at most once per account. */
  sendWelcome: protectedProcedure.mutation(({ ctx }) => sendWelcomeEmail(ctx.deps, ctx.auth.userId)),
  /** Turns adult titles and links on or off for this viewer. */
  setAdultContent: protectedProcedure
    .input(adultPreferenceInputSchema)
    .mutation(({ ctx, input }) => setAdultContent(ctx.deps, ctx.auth.userId, input.preference)),
  delete: protectedProcedure.mutation(async ({ ctx }) => {
    const result = await deleteAccount(ctx.deps, ctx.auth.userId);
    clearSessionCookie(ctx.cookies);
    return result;
  }),
});
