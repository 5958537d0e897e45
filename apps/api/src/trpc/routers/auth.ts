import {
  passwordResetInputSchema,
  passwordResetRequestSchema,
  publicUserSchema,
  signInInputSchema,
  signUpInputSchema,
} from '@kinora/domain/schemas';
import { z } from 'zod';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../lib/session-cookie';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset';
import { signIn } from '../../services/auth/sign-in';
import { signOut } from '../../services/auth/sign-out';
import { signUp } from '../../services/auth/sign-up';
import { answers } from '../answers';
import { publicProcedure, router } from '../init';

export const authRouter = router({
  check: publicProcedure
    .output(answers(z.object({ user: publicUserSchema.nullable() })))
    .query(async ({ ctx }) => {
      const auth = await ctx.getAuth();
      return { user: auth?.user ?? null };
    }),
  signUp: publicProcedure.input(signUpInputSchema).mutation(async ({ ctx, input }) => {
    const { user, session, message } = await signUp(ctx.deps, input, {
      ...ctx.meta,
      previousToken: sessionToken(ctx.cookies),
    });
    setSessionCookie(ctx.cookies, ctx.deps.config, session);
    return { user, message };
  }),
  signIn: publicProcedure.input(signInInputSchema).mutation(async ({ ctx, input }) => {
    const { user, session, message } = await signIn(ctx.deps, input, {
      ...ctx.meta,
      previousToken: sessionToken(ctx.cookies),
    });
    setSessionCookie(ctx.cookies, ctx.deps.config, session);
    return { user, message };
  }),
  /** Step one of a reset: a single-use code by e-mail. */
  requestReset: publicProcedure
    .input(passwordResetRequestSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input.email, ctx.meta)),
  /** Step two: the code and a new password; every session of the account is signed out. */
  resetPassword: publicProcedure
    .input(passwordResetInputSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input, ctx.meta)),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const result = await signOut(ctx.deps, sessionToken(ctx.cookies));
    clearSessionCookie(ctx.cookies);
    return result;
  }),
});
