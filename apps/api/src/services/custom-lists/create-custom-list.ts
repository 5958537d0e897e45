import { randomBytes } from 'node:crypto';
import { AppError, type CreateCustomListInput, CUSTOM_LISTS, type CustomListSummary } from '@kinora/domain';
import { count, eq } from 'drizzle-orm';
import { customLists } from '../../db/schema';
import { lockUserRows } from '../../db/user-lists';
import type { Deps } from '../../deps';
import { type Transaction, toSummary } from './custom-list-rows';

/** 128 random bits: a public list's link cannot be guessed or walked. */
const SLUG_BYTES = 16;

const TOO_MANY_LISTS = `You have ${CUSTOM_LISTS.LISTS_MAX_PER_PROFILE.toLocaleString('en-US')} lists, the most one profile can keep. Delete some to make new ones.`;

/**
 * Makes a list inside the caller's transaction, under the profile's list-count lock so the abuse guard holds
 * however many requests arrive at once. Its link (`slug`) is made here, once, and never changes.
 */
export async function insertCustomList(
  tx: Transaction,
  profileId: string,
  input: CreateCustomListInput,
  now: Date,
): Promise<CustomListSummary> {
  await lockUserRows(tx, 'custom-lists', profileId);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(customLists)
    .where(eq(customLists.profileId, profileId));
  if (n >= CUSTOM_LISTS.LISTS_MAX_PER_PROFILE) throw new AppError('BAD_INPUT', TOO_MANY_LISTS);
  const [row] = await tx
    .insert(customLists)
    .values({
      profileId,
      name: input.name,
      description: input.description ?? '',
      public: input.public ?? false,
      slug: randomBytes(SLUG_BYTES).toString('base64url'),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toSummary(row!, 0);
}

/** A new, empty list of the caller's. */
export async function createCustomList(
  deps: Deps,
  profileId: string,
  input: CreateCustomListInput,
): Promise<CustomListSummary> {
  return deps.db.transaction((tx) => insertCustomList(tx, profileId, input, deps.now()));
}
