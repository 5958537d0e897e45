// Kinora from a TypeScript script, on the typed client: sign in, search the catalogue, add the first hit to the
// watch-later list, print the list. Run it against a running Kinora:
//
//   KINORA_URL=http://localhost:3000 KINORA_EMAIL=you@example.com KINORA_PASSWORD='your password' \
//     pnpm --filter @kinora/examples watchlist
//
// Without KINORA_EMAIL it first creates a throwaway account. KINORA_QUERY picks the search (default "star").
import { appErrorCode, createKinoraClient } from '@kinora/client';

const server = process.env.KINORA_URL ?? 'http://localhost:3000';
const query = process.env.KINORA_QUERY ?? 'star';
const kinora = createKinoraClient(server, {
  onServerChange: (to) => console.warn(`(no answer; now using ${to})`),
});

async function credentials() {
  if (process.env.KINORA_EMAIL && process.env.KINORA_PASSWORD) {
    return { email: process.env.KINORA_EMAIL, password: process.env.KINORA_PASSWORD };
  }
  const name = `example${Date.now().toString(36)}`;
  const account = { email: `${name}@example.com`, username: name, password: `${name}-password` };
  await kinora.auth.signUp.mutate(account);
  console.info(`Created the account ${account.email}`);
  return account;
}

try {
  const { email, password } = await credentials();
  const { user } = await kinora.auth.signIn.mutate({ email, password });
  console.info(`Signed in as ${user.username}`);

  const { results } = await kinora.catalogue.search.query({ type: 'movie', query });
  const first = results[0];
  if (!first) throw new Error(`No movie matches "${query}"`);
  // A search answers catalogue items or people; a movie search answers movies, which carry a title.
  const title = ('title' in first ? first.title : undefined) ?? first.name ?? `#${first.id}`;
  console.info(`Searched "${query}": ${results.length} movies, first "${title}" (${first.id})`);

  const { message } = await kinora.watchlist.add.mutate({ type: 'movie', id: first.id });
  console.info(message);

  const list = await kinora.watchlist.list.query();
  console.info(`Watch later (${list.length}):`);
  for (const item of list) console.info(`- ${item.title} [${item.type} ${item.id}]`);
} catch (error) {
  console.error(`Failed (${appErrorCode(error) ?? 'no answer'}): ${(error as Error).message}`);
  process.exitCode = 1;
}
