import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError, MINUTE_MS, PASSWORD_RESET, type PasswordResetInput } from '@kinora/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResetCodes, sessions, users } from '../../db/schema';
import type { CallerMeta, Deps } from '../../deps';
import { consumePolicy } from '../security/rate-limit';
import {
  RESET_CODE_PER_ADDRESS,
  RESET_REQUEST_PER_ACCOUNT,
  RESET_REQUEST_PER_ADDRESS,
} from '../security/rate-limit-policies';
import { mailLocaleOf, mailTexts } from '../shared/mail-locale';
import { hashPassword } from './password';

export const ACCOUNT_NOT_FOUND = 'Account not found. Please enter a valid email address.';
export const ACCOUNT_FOUND = 'Account found. Redirecting to password reset...';
export const CODE_EXPIRED = 'This code has expired or was already used. Ask for a new one.';
export const CODE_WRONG = 'The code is not correct';
export const CODE_EXHAUSTED = 'Too many wrong codes. Ask for a new one.';

/** Codes are stored as an HMAC under the server's secret: a leaked table gives no usable code. */
function hashCode(deps: Deps, code: string): string {
  return createHmac('sha256', deps.config.sessionSecret).update(`reset:${code}`).digest('hex');
}

/**
 * Step one of a password reset: e-mails a single-use 6-digit code to the account (PASSWORD_RESET: its lifetime
 * and tries); an
 * earlier unused code stops working. An unknown address answers 400 as the legacy clients expect; asking is
 * limited per client address and per account so nobody can flood a mailbox.
 */
export async function requestPasswordReset(deps: Deps, email: string, meta: CallerMeta) {
  await consumePolicy(deps, RESET_REQUEST_PER_ADDRESS, meta.ip);
  const [user] = await deps.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new AppError('BAD_INPUT', ACCOUNT_NOT_FOUND);
  await consumePolicy(deps, RESET_REQUEST_PER_ACCOUNT, user.id);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash: hashCode(deps, code),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET.CODE_TTL_MS),
      createdAt: now,
    });
  });
  // In the account's (main profile's) language, else the language of the page that asked.
  const t = mailTexts(await mailLocaleOf(deps, user.id, meta.locale));
  await deps.mail.send({
    to: email,
    subject: t('resetSubject'),
    text: [
      t('greeting', { name: user.username }),
      '',
      t('resetCode', { code }),
      t('resetValidity', { minutes: PASSWORD_RESET.CODE_TTL_MS / MINUTE_MS }),
    ].join('\n'),
  });
  return { message: ACCOUNT_FOUND };
}

/**
 * Step two: the code from the e-mail and a new password. A right code sets the password, is used up, and signs
 * every session of the account out. Every try counts against the code's MAX_ATTEMPTS, and against the caller's address
 * like step one, so neither one code nor one address can be guessed at without end.
 */
export async function resetPassword(deps: Deps, input: PasswordResetInput, meta: CallerMeta) {
  await consumePolicy(deps, RESET_CODE_PER_ADDRESS, meta.ip);
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (!user) throw new AppError('BAD_INPUT', ACCOUNT_NOT_FOUND);
  const [pending] = await deps.db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, user.id),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, deps.now()),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!pending) throw new AppError('BAD_INPUT', CODE_EXPIRED);
  // The try is counted before the code is compared, in one statement: parallel guesses each take their own
  // number, and only the first MAX_ATTEMPTS of them are ever compared.
  const [counted] = await deps.db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(eq(passwordResetCodes.id, pending.id), isNull(passwordResetCodes.usedAt)))
    .returning({ attempts: passwordResetCodes.attempts, codeHash: passwordResetCodes.codeHash });
  if (!counted) throw new AppError('BAD_INPUT', CODE_EXPIRED);
  if (counted.attempts > PASSWORD_RESET.MAX_ATTEMPTS) throw new AppError('BAD_INPUT', CODE_EXHAUSTED);

  const given = Buffer.from(hashCode(deps, input.code));
  const stored = Buffer.from(counted.codeHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    throw new AppError('BAD_INPUT', CODE_WRONG);
  }

  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    // Used up once: of two racing requests with the right code, only the first changes anything.
    const [claimed] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: deps.now() })
      .where(and(eq(passwordResetCodes.id, pending.id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (!claimed) throw new AppError('BAD_INPUT', CODE_EXPIRED);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
  deps.sessionCache.evictUser(user.id);
  return { message: 'Password changed successfully' };
}
