import { type LeaderboardEntry, MINI_GAME_SCORES } from '@kinora/domain';
import { asc, desc, eq, gt } from 'drizzle-orm';
import { gameScores, users } from '../../db/schema';
import type { Deps } from '../../deps';

/** A leaderboard row and the player's account id, which only the legacy user list shows (as `_id`). */
export type LeaderboardPlayer = { entry: LeaderboardEntry; userId: string };

/**
 * The top 50 players by best score (scores above 0), from either door. Equal scores rank by who reached them
 * first. Each row names the player and their picture, never their e-mail.
 */
export async function listLeaderboardPlayers(deps: Deps): Promise<LeaderboardPlayer[]> {
  const rows = await deps.db
    .select({
      userId: users.id,
      username: users.username,
      image: users.image,
      picture: users.picture,
      score: gameScores.bestScore,
      verified: gameScores.verified,
    })
    .from(gameScores)
    .innerJoin(users, eq(users.id, gameScores.userId))
    .where(gt(gameScores.bestScore, 0))
    .orderBy(desc(gameScores.bestScore), asc(gameScores.updatedAt), asc(users.username))
    .limit(MINI_GAME_SCORES.LEADERBOARD_SIZE);
  return rows.map(({ userId, ...row }, index) => ({ userId, entry: { rank: index + 1, ...row } }));
}

/** The leaderboard as the game page shows it: the rows without account ids. */
export async function listLeaderboard(deps: Deps): Promise<LeaderboardEntry[]> {
  return (await listLeaderboardPlayers(deps)).map(({ entry }) => entry);
}
