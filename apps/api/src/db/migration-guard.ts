import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../errors/startup-error';

type Journal = { entries: Array<{ tag: string; when: number }> };
/** Runs one statement and gives back its rows, whichever driver. */
type Query = (text: string) => Promise<Array<Record<string, unknown>>>;

/**
 * Migrations only roll forward: drizzle-kit writes no down-migrations, and drizzle's migrator applies only those
 * newer than the last one the database has seen, so an older release started on a database a newer one migrated
 * would quietly run on a schema it does not know. It stops here instead, before touching anything.
 */
export async function refuseNewerDatabase(query: Query, migrationsFolder: string): Promise<void> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const newestKnown = journal.entries.at(-1);
  if (!newestKnown) return;
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return;
  const [row] = await query('select max(created_at)::text as last from drizzle.__drizzle_migrations');
  const last = Number(row?.last ?? 0);
  if (last <= newestKnown.when) return;
  throw new StartupError(
    `The database was migrated by a newer Kinora release (its last migration dates from ${new Date(last).toISOString()}; this release knows migrations up to ${newestKnown.tag}). Migrations only roll forward: run the newer release, or restore the backup taken before the upgrade`,
  );
}
