import { AppError } from '@kinora/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import type { AuthState } from '../users/public-user';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ProfileRow = typeof profiles.$inferSelect;

/** The answers people see (docs/product/profiles.md); the tests assert them. */
export const PROFILE_MESSAGES = {
  NOT_FOUND: 'No such profile on this account',
  KIDS_CANNOT_MANAGE:
    'A kids profile cannot add, change or delete profiles. Switch to another profile first.',
  MAIN_ONLY_DELETES: 'Only the main profile can delete profiles',
  MAIN_UNDELETABLE: 'The main profile cannot be deleted',
  MAIN_NOT_KIDS: 'The main profile cannot be a kids profile: it looks after the others',
  PIN_OR_KIDS_OF_OTHERS: "Only the main profile can change another profile's PIN or kids setting",
  PIN_NEEDED: 'This profile is locked: enter its PIN',
  WRONG_PIN: 'Wrong PIN',
  nameTaken: (name: string) => `There is already a profile called ${name}. Choose another name.`,
  tooMany: (max: number) => `An account can have at most ${max} profiles. Delete one to add another.`,
} as const;

// Profile ids are uuids; anything else names no profile (and would make Postgres refuse the query).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One profile of the caller's account, optionally row-locked for the rest of the transaction (`update` by a
 * writer that deletes it, `share` by one that must see it stay); NOT_FOUND for an unknown id or another
 * account's profile alike, so ids of other accounts cannot be probed.
 */
export async function findAccountProfile(
  tx: Transaction | Database,
  userId: string,
  id: string,
  lock?: 'update' | 'share',
): Promise<ProfileRow> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.NOT_FOUND);
  const query = tx
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.userId, userId)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.NOT_FOUND);
  return row;
}

/** A kids profile only watches: adding, changing and deleting profiles is for the others. */
export function refuseKidsProfile(auth: AuthState): void {
  if (auth.profile.kids) throw new AppError('FORBIDDEN', PROFILE_MESSAGES.KIDS_CANNOT_MANAGE);
}
