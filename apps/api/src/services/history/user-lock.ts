import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Serialises writes to one user's list of one kind, across connections and API instances, for the rest of the
 * transaction. Check-then-insert (dedupe windows, caps) is only safe under this lock.
 */
export async function lockUserRows(tx: Transaction, list: string, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${list}:${userId}`}))`);
}
