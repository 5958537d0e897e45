import {
  accountExportSchema,
  adultPreferenceInputSchema,
  changePasswordInputSchema,
  contactMessageSchema,
  deleteAccountInputSchema,
  profileSchema,
  regionPreferenceInputSchema,
  verifyEmailInputSchema,
  watchRegionSchema,
} from '@kinora/domain/schemas';
import { z } from 'zod';
import { clearSessionCookie } from '../../lib/session-cookie';
import { changePassword } from '../../services/auth/change-password';
import { deleteOwnAccount } from '../../services/auth/delete-own-account';
import { saveContactMessage } from '../../services/contact/save-message';
import { sendWelcomeEmail } from '../../services/mail/send-welcome';
import { setAdultContent } from '../../services/users/adult-preference';
import { resendVerification, verifyEmail } from '../../services/users/email-verification';
import { exportAccount } from '../../services/users/export-account';
import { getProfile } from '../../services/users/get-profile';
import { getRegion, setRegion } from '../../services/users/region-preference';
import { answers } from '../answers';
import { protectedProcedure, publicProcedure, router } from '../init';

export const accountRouter = router({
  profile: protectedProcedure
    .output(answers(profileSchema))
    .query(({ ctx }) => getProfile(ctx.deps, ctx.auth)),
  /** The country 'Where to watch' uses; null: the browser's locale decides. */
  region: protectedProcedure
    .output(answers(z.object({ region: watchRegionSchema.nullable() })))
    .query(async ({ ctx }) => ({ region: await getRegion(ctx.deps, ctx.auth.profileId) })),
  setRegion: protectedProcedure
    .input(regionPreferenceInputSchema)
    .mutation(({ ctx, input }) => setRegion(ctx.deps, ctx.auth.profileId, input.region)),
  /** Everything Kinora holds about the account, the document /profile's 'Download my data' saves. */
  export: protectedProcedure
    .output(answers(accountExportSchema))
    .query(({ ctx }) => exportAccount(ctx.deps, ctx.auth)),
  /** Sign-up already queues the welcome e-mail; this asks again if that failed. Sends at most once per account. */
  sendWelcome: protectedProcedure.mutation(({ ctx }) =>
    sendWelcomeEmail(ctx.deps, ctx.auth.userId, ctx.meta.locale),
  ),
  /** Turns adult titles and links on or off for this viewer. */
  setAdultContent: protectedProcedure
    .input(adultPreferenceInputSchema)
    .mutation(({ ctx, input }) => setAdultContent(ctx.deps, ctx.auth, input.preference)),
  /** A new password, proven by the current one; the account's other sessions are signed out. */
  changePassword: protectedProcedure
    .input(changePasswordInputSchema)
    .mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.auth, input, ctx.meta)),
  /** The contact form: stored, and a copy mailed to the operators. */
  contact: protectedProcedure
    .input(contactMessageSchema)
    .mutation(({ ctx, input }) => saveContactMessage(ctx.deps, ctx.auth.userId, input, ctx.meta)),
  /** Opens the welcome e-mail's link; works signed in or not (the link may be opened anywhere). */
  verifyEmail: publicProcedure
    .input(verifyEmailInputSchema)
    .mutation(({ ctx, input }) => verifyEmail(ctx.deps, input.token)),
  resendVerification: protectedProcedure.mutation(({ ctx }) =>
    resendVerification(ctx.deps, ctx.auth, ctx.meta.locale),
  ),
  /** Deletes the account: from a session that signed in recently, or with the current password. */
  delete: protectedProcedure.input(deleteAccountInputSchema).mutation(async ({ ctx, input }) => {
    const result = await deleteOwnAccount(ctx.deps, ctx.auth, input, ctx.meta);
    clearSessionCookie(ctx.cookies);
    return result;
  }),
});
