// The database's view of every viewer's writes, compared with what each viewer was told.
import { createRequire } from 'node:module';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');
const postgres = createRequire(path.join(repo, 'apps/api/package.json'))('postgres');

/**
 * Lost: a write the server confirmed that the database does not show (an added title missing, a removed one
 * back, a recorded message missing). Duplicated: anything stored more than once.
 */
export async function verifyWrites(databaseUrl, viewers) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  let lost = 0;
  let duplicated = 0;
  const problems = [];
  try {
    for (const { userId, ledger } of viewers) {
      // The viewers never pick a profile: they act as their main profile, whose id is the account's.
      const titles = await sql`select tmdb_id as id, count(*)::int as n from watchlist_items
        where profile_id = ${userId} group by tmdb_id`;
      const stored = new Set(titles.map((row) => row.id));
      for (const row of titles) if (row.n > 1) duplicated += row.n - 1;
      for (const id of ledger.present) {
        if (!stored.has(id)) {
          lost += 1;
          problems.push(`viewer ${userId}: title ${id} was added but is missing`);
        }
      }
      for (const id of ledger.removed) {
        if (stored.has(id)) {
          lost += 1;
          problems.push(`viewer ${userId}: title ${id} was removed but is back`);
        }
      }
      const chats = await sql`select query, count(*)::int as n from chat_history
        where profile_id = ${userId} group by query`;
      const recorded = new Set(chats.map((row) => row.query));
      for (const row of chats) {
        if (row.n > 1) {
          duplicated += row.n - 1;
          problems.push(`viewer ${userId}: "${row.query}" stored ${row.n} times`);
        }
      }
      for (const query of ledger.chats) {
        if (!recorded.has(query)) {
          lost += 1;
          problems.push(`viewer ${userId}: "${query}" was recorded but is missing`);
        }
      }
    }
  } finally {
    await sql.end();
  }
  return { lost, duplicated, problems };
}
