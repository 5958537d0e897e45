import { AppError, MESSAGES } from '@kinora/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { classifyDatabaseError } from '../db/errors';
import {
  APP_CODE_BY_TRPC_CODE,
  describeZodError,
  TRPC_CODE_BY_APP_CODE,
  toPublicError,
} from '../errors/error-map';
import { StoreUnavailableError } from '../errors/store-unavailable';
import { answerInLanguage, translateMessage } from '../i18n/translate-message';
import { containsUnstorableText } from '../lib/unstorable-text';
import type { Context } from './context';

/**
 * An error this door already worded for the caller, in the caller's language (translateAppErrors): the formatter
 * keeps its message.
 */
class WordedError extends TRPCError {}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const appCode =
      cause instanceof AppError ? cause.code : (APP_CODE_BY_TRPC_CODE[error.code] ?? 'INTERNAL');
    let message = shape.message;
    if (!(error instanceof WordedError)) {
      // Failed before any procedure ran (an unknown procedure, a batch too large): English.
      if (cause instanceof ZodError) message = describeZodError(cause);
      if (appCode === 'INTERNAL') message = MESSAGES.INTERNAL;
    }
    // No stack traces on the wire, in any environment.
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message, data: { ...data, appCode } };
  },
});

/**
 * Services throw AppError; this is where the tRPC door translates it (the REST door has its own twin). A
 * database (or Redis) that cannot answer becomes SERVICE_UNAVAILABLE (503: the client tries the other
 * instance), and text the database cannot store becomes BAD_REQUEST, as on the REST door. Every message a
 * procedure fails with is answered in the viewer's language (i18n/translate-message.ts); its code stays.
 */
const translateAppErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  const cause = error.cause;
  const failure = cause instanceof StoreUnavailableError ? 'unavailable' : classifyDatabaseError(cause);
  let code = error.code;
  let message = error.message;
  let status = 500;
  if (cause instanceof AppError || failure !== null) {
    const publicError = toPublicError(cause);
    if (publicError.retryAfterSeconds) ctx.setHeader('retry-after', String(publicError.retryAfterSeconds));
    code =
      cause instanceof AppError
        ? TRPC_CODE_BY_APP_CODE[cause.code]
        : failure === 'unavailable'
          ? 'SERVICE_UNAVAILABLE'
          : 'BAD_REQUEST';
    message = publicError.message;
    status = publicError.status;
  } else if ((APP_CODE_BY_TRPC_CODE[code] ?? 'INTERNAL') === 'INTERNAL') {
    // An answer that failed its own schema is a zod error too, but ours: never told.
    message = MESSAGES.INTERNAL;
  } else if (cause instanceof ZodError) {
    message = describeZodError(cause);
    status = 400;
  }
  const locale = await ctx.answerLocale(status);
  throw new WordedError({ code, message: translateMessage(locale, message), cause: cause ?? error });
});

/**
 * A procedure's confirmation (`{ added: true, message: 'Movie added to your watchlist' }`) in the viewer's
 * language, as its errors are (translateAppErrors; REST: plugins/confirmation-language.ts). Only `message`
 * changes. The language is learned as an error's is (answerLocale: the profile's, else the browser's), which
 * never fails: the change is made by now, and its answer must not turn into an error.
 */
const translateConfirmations = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok) return result;
  const data = await answerInLanguage(result.data, () => ctx.answerLocale(200));
  // Typed as the result it replaces: the same answer, only its words changed (tRPC infers answers from this).
  return data === result.data ? result : ({ ...result, data } as typeof result);
});

/**
 * Every mutation changes state, and a subscription (the chat) spends quota and writes history, so both need the
 * anti-forgery token: the header for a mutation, the connection parameters for a subscription.
 */
const requireXsrfOnMutations = t.middleware(({ ctx, type, next }) => {
  if (type !== 'query' && !ctx.hasValidXsrf) throw new AppError('FORBIDDEN', MESSAGES.FORBIDDEN_XSRF);
  return next();
});

/** Every input, query or mutation, is checked for text the database cannot store (REST: plugins/unstorable-text). */
const refuseUnstorableText = t.middleware(async ({ getRawInput, next }) => {
  if (containsUnstorableText(await getRawInput())) throw new AppError('BAD_INPUT', MESSAGES.UNSTORABLE_TEXT);
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure
  .use(translateAppErrors)
  .use(translateConfirmations)
  .use(requireXsrfOnMutations)
  .use(refuseUnstorableText);

export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = await ctx.getAuth();
  if (!auth) throw new AppError('UNAUTHENTICATED', MESSAGES.NOT_AUTHORIZED);
  return next({ ctx: { ...ctx, auth } });
});
