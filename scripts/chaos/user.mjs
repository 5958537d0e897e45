// One simulated viewer: signs up, then browses and writes through the web app's own tRPC client and failover rule
// (apps/web/src/lib), keeping a ledger of what the server confirmed, to compare with the database at the end.
import { setTimeout as sleep } from 'node:timers/promises';
import { createTRPCClient } from '@trpc/client';
import { resolveActiveServer } from '../../apps/web/src/lib/servers.ts';
import { trpcLinks } from '../../apps/web/src/lib/trpc-links.ts';

const THINK_MS = [40, 160];

function pickFrom(items) {
  return items[Math.floor(Math.random() * items.length)];
}

/** What this viewer knows the server did: confirmed, or unknown (the request failed after its one retry). */
export function newLedger() {
  return {
    present: new Set(),
    removed: new Set(),
    unsure: new Set(),
    chats: new Set(),
    unsureChats: new Set(),
  };
}

export async function signUpViewer({ servers, runId, index }) {
  await resolveActiveServer(servers);
  const client = createTRPCClient({ links: trpcLinks(servers) });
  const name = `chaos${runId}u${index}`;
  const { user } = await client.auth.signUp.mutate({
    email: `${name}@example.com`,
    username: name,
    password: 'chaos run password',
  });
  return { client, userId: user.id };
}

/**
 * Viewer `index` works until `until` and for as long after as `busy()` says (the instance kills still under way
 * on a slow machine), counting into `stats` and recording outcomes in `ledger`.
 */
export async function browseAndWrite({
  client,
  index,
  runId,
  titles,
  until,
  busy = () => false,
  stats,
  ledger,
}) {
  let sequence = 0;
  const actions = [
    [3, () => client.catalogue.trending.query({ media: 'movie', page: 1 + Math.floor(Math.random() * 3) })],
    [2, () => client.catalogue.details.query({ media: 'movie', id: pickFrom(titles) })],
    [1, () => client.catalogue.search.query({ type: 'movie', query: 'the' })],
    [2, () => client.watchlist.list.query()],
    [1, () => client.history.chat.query()],
    [3, () => addTitle()],
    [1, () => removeTitle()],
    [2, () => recordChat()],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);

  async function addTitle() {
    const id = pickFrom(titles);
    try {
      await client.watchlist.add.mutate({ type: 'movie', id });
      ledger.present.add(id);
      ledger.removed.delete(id);
      ledger.unsure.delete(id);
      stats.confirmedWrites += 1;
    } catch (error) {
      ledger.present.delete(id);
      ledger.removed.delete(id);
      ledger.unsure.add(id);
      throw error;
    }
  }

  async function removeTitle() {
    const id = pickFrom([...ledger.present]);
    if (id === undefined) return addTitle();
    try {
      await client.watchlist.remove.mutate({ type: 'movie', id });
      ledger.present.delete(id);
      ledger.removed.add(id);
      ledger.unsure.delete(id);
      stats.confirmedWrites += 1;
    } catch (error) {
      ledger.present.delete(id);
      ledger.unsure.add(id);
      throw error;
    }
  }

  async function recordChat() {
    sequence += 1;
    const query = `chaos question ${index}-${sequence}`;
    try {
      await client.history.recordChat.mutate({
        query,
        response: 'an answer',
        idempotencyKey: `chaos-${runId}-${index}-${sequence}`,
      });
      ledger.chats.add(query);
      stats.confirmedWrites += 1;
    } catch (error) {
      ledger.unsureChats.add(query);
      throw error;
    }
  }

  /** An action at random, each as likely as its weight. */
  function pickAction() {
    let roll = Math.random() * totalWeight;
    for (const [weight, action] of actions) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return actions[0][1];
  }

  while (Date.now() < until || busy()) {
    const action = pickAction();
    stats.requests += 1;
    try {
      await action();
    } catch (error) {
      stats.failures += 1;
      if (stats.failureSamples.length < 5)
        stats.failureSamples.push(`${new Date().toISOString()} ${error.message}`);
    }
    await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
  }
}
