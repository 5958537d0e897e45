import { AppError, MESSAGES, type SignUpInput } from '@kinora/domain';
import { eq, sql } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import type { CallerMeta, Deps } from '../../deps';
import { sendWelcomeEmail } from '../mail/send-welcome';
import { readMainProfile } from '../users/main-profile';
import { toPublicUser } from '../users/public-user';
import { limitAuthAttempt } from './auth-limits';
import { hashPassword, verifyPassword } from './password';
import { createSession, revokeSession } from './sessions';

/** A sign-up repeated this soon after the account was made, with the same details, is a retry of it. */
const RETRY_WINDOW_MS = 10 * 60_000;

type UserRow = typeof users.$inferSelect;

/**
 * Creates the account and signs it in with a fresh session; any session the browser carried before is revoked,
 * so nobody else's session (planted or left behind) survives into the new account.
 *
 * Idempotent for retries: when the answer to a sign-up was lost (the instance died after creating the account),
 * the client repeats it, possibly on the other instance. A repeat with the same e-mail, username and password
 * within a few minutes of the account's creation answers as the first did, instead of "Email already exists".
 */
export async function signUp(deps: Deps, input: SignUpInput, meta: CallerMeta & { previousToken?: string }) {
  await limitAuthAttempt(deps, 'signup', input.email, meta);
  const existing = await findByEmail(deps, input.email);
  if (existing && !(await isRetryOf(deps, existing, input)))
    throw new AppError('BAD_INPUT', MESSAGES.EMAIL_TAKEN);
  const row = existing ?? (await createAccount(deps, input));
  await queueWelcome(deps, row.id, meta);
  await revokeSession(deps, meta.previousToken);
  const session = await createSession(deps, row.id);
  const profile = await readMainProfile(deps, row.id);
  return {
    user: toPublicUser(row, profile, 0, deps.config),
    session,
    message: 'account created successfully',
  };
}

/**
 * The welcome e-mail with its verification link. Only queued here, so it costs the sign-up one insert; should
 * even that fail, the account stands and `account.sendWelcome` can ask again.
 */
async function queueWelcome(deps: Deps, userId: string, meta: CallerMeta) {
  try {
    await sendWelcomeEmail(deps, userId, meta.locale);
  } catch (error) {
    deps.log.warn({ userId, err: error }, 'the welcome e-mail could not be queued');
  }
}

async function findByEmail(deps: Deps, email: string): Promise<UserRow | null> {
  const [row] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Whether `row` is the account this very sign-up already created (see signUp). */
async function isRetryOf(deps: Deps, row: UserRow, input: SignUpInput): Promise<boolean> {
  const recent = row.createdAt.getTime() > deps.now().getTime() - RETRY_WINDOW_MS;
  const sameName = row.username.toLowerCase() === input.username.toLowerCase();
  // Cheap checks first: only a young account with the same name costs a password check.
  return recent && sameName && row.passwordHash !== null && verifyPassword(row.passwordHash, input.password);
}

async function createAccount(deps: Deps, input: SignUpInput): Promise<UserRow> {
  const [byUsername] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
    .limit(1);
  if (byUsername) throw new AppError('BAD_INPUT', MESSAGES.USERNAME_TAKEN);
  const passwordHash = await hashPassword(input.password);
  let row: UserRow | undefined;
  try {
    [row] = await deps.db
      .insert(users)
      .values({ email: input.email, username: input.username, passwordHash, createdAt: deps.now() })
      .returning();
  } catch (error) {
    // Two sign-ups racing for the same e-mail or username: the database decides. A retry of this very sign-up
    // racing its first attempt is answered as a retry; anyone else gets the message.
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    const winner = await findByEmail(deps, input.email);
    if (winner && (await isRetryOf(deps, winner, input))) return winner;
    throw new AppError(
      'BAD_INPUT',
      violation.constraint.includes('username') ? MESSAGES.USERNAME_TAKEN : MESSAGES.EMAIL_TAKEN,
    );
  }
  if (!row) throw new AppError('INTERNAL', 'User insert returned nothing');
  deps.log.info({ userId: row.id }, 'account created');
  return row;
}
