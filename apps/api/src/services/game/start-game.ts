import { randomInt } from 'node:crypto';
import { type GameStart, MINI_GAME_SCORES } from '@kinora/domain';
import { desc, isNull } from 'drizzle-orm';
import { gameRuns } from '../../db/schema';
import { keepNewestRows, lockUserRows, type UserList } from '../../db/user-lists';
import type { Deps } from '../../deps';

const GAME_RUNS: UserList = {
  table: gameRuns,
  id: gameRuns.id,
  ownerId: gameRuns.userId,
  newestFirst: [desc(gameRuns.startedAt), desc(gameRuns.id)],
};

/** Seeds are uint32: the engine's random source (mulberry32) takes 32 bits. */
const SEED_LIMIT = 2 ** 32;

/**
 * Starts a game for a player: a fresh random seed, remembered with the time it was handed out, so the replay that
 * comes back can be checked against both. A player holds at most a few open games (tabs, restarts); starting
 * another forgets the oldest unsubmitted one.
 */
export async function startGame(deps: Deps, userId: string): Promise<GameStart> {
  const seed = randomInt(SEED_LIMIT);
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'game-runs', userId);
    const [run] = await tx
      .insert(gameRuns)
      .values({ userId, seed, startedAt: deps.now() })
      .returning({ id: gameRuns.id });
    await keepNewestRows(
      tx,
      GAME_RUNS,
      userId,
      MINI_GAME_SCORES.OPEN_GAMES_MAX,
      isNull(gameRuns.submittedAt),
    );
    return { gameId: run!.id, seed };
  });
}
