import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailQueue } from '../../db/schema';

export type AddressFailures = {
  /** Messages to the address that failed at least once and wait for another try. */
  retrying: number;
  /** Messages to the address given up after the last try. */
  givenUp: number;
  /** The newest failure's words, and when it was given up (null while it is still being tried). */
  lastError: string | null;
  lastFailedAt: Date | null;
};

/**
 * How the mail to one address is faring, for the alert settings' e-mail status: delivered mail leaves the queue, so
 * what is left with an error is what the mail server refused.
 */
export async function readAddressFailures(db: Database, address: string): Promise<AddressFailures> {
  const failing = and(eq(mailQueue.to, address), isNotNull(mailQueue.lastError));
  const [counts] = await db
    .select({
      retrying: sql<number>`count(*) filter (where ${mailQueue.failedAt} is null)`.mapWith(Number),
      givenUp: sql<number>`count(*) filter (where ${mailQueue.failedAt} is not null)`.mapWith(Number),
    })
    .from(mailQueue)
    .where(failing);
  const [newest] = await db
    .select({ lastError: mailQueue.lastError, failedAt: mailQueue.failedAt })
    .from(mailQueue)
    .where(failing)
    .orderBy(desc(mailQueue.createdAt))
    .limit(1);
  return {
    retrying: counts?.retrying ?? 0,
    givenUp: counts?.givenUp ?? 0,
    lastError: newest?.lastError ?? null,
    lastFailedAt: newest?.failedAt ?? null,
  };
}
