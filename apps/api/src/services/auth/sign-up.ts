import { AppError, MESSAGES, type SignUpInput } from '@kinora/domain';
import { eq, sql } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import type { CallerMeta, Deps } from '../../deps';
import { toPublicUser } from '../users/public-user';
import { limitAuthAttempt } from './auth-limits';
import { hashPassword } from './password';
import { createSession } from './sessions';

export async function signUp(deps: Deps, input: SignUpInput, meta: CallerMeta) {
  await limitAuthAttempt(deps, 'signup', input.email, meta);
  await assertAvailable(deps, input);
  const passwordHash = await hashPassword(input.password);
  let row: typeof users.$inferSelect | undefined;
  try {
    [row] = await deps.db
      .insert(users)
      .values({ email: input.email, username: input.username, passwordHash, createdAt: deps.now() })
      .returning();
  } catch (error) {
    // Two sign-ups racing for the same e-mail or username: the database decides, the loser gets the message.
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    throw new AppError(
      'BAD_INPUT',
      violation.constraint.includes('username') ? MESSAGES.USERNAME_TAKEN : MESSAGES.EMAIL_TAKEN,
    );
  }
  if (!row) throw new AppError('INTERNAL', 'User insert returned nothing');
  const session = await createSession(deps, row.id);
  deps.log.info({ userId: row.id }, 'account created');
  return { user: toPublicUser(row, 0, deps.config), session, message: 'account created successfully' };
}

async function assertAvailable(deps: Deps, input: SignUpInput): Promise<void> {
  const [byEmail] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (byEmail) throw new AppError('BAD_INPUT', MESSAGES.EMAIL_TAKEN);
  const [byUsername] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
    .limit(1);
  if (byUsername) throw new AppError('BAD_INPUT', MESSAGES.USERNAME_TAKEN);
}
