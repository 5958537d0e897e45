import { clearSessionCookie } from '../../lib/session-cookie';
import { sendWelcomeEmail } from '../../services/mail/send-welcome';
import { deleteAccount } from '../../services/users/delete-account';
import { getProfile } from '../../services/users/get-profile';
import { protectedProcedure, router } from '../init';

export const accountRouter = router({
  profile: protectedProcedure.query(({ ctx }) => getProfile(ctx.deps, ctx.auth)),
  /** Asked for by the home page after sign-up (`?authUser=new`); sends at most once per account. */
  sendWelcome: protectedProcedure.mutation(({ ctx }) => sendWelcomeEmail(ctx.deps, ctx.auth.userId)),
  delete: protectedProcedure.mutation(async ({ ctx }) => {
    const result = await deleteAccount(ctx.deps, ctx.auth.userId);
    clearSessionCookie(ctx.cookies);
    return result;
  }),
});
