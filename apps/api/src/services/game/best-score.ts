import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameScores } from '../../db/schema';
import { lockUserRows } from '../../db/user-lists';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Keeps a player's best score: a higher score replaces it (and says whether a replay proved it); a verified
 * score equal to an unverified best marks that best verified. A lower score changes nothing. Runs under the
 * player's game lock, so two submissions at once cannot both read the old best.
 */
export async function raiseBestScore(
  tx: Transaction,
  userId: string,
  score: number,
  verified: boolean,
  now: Date,
): Promise<{ best: number; newBest: boolean }> {
  await lockUserRows(tx, 'game', userId);
  const [current] = await tx
    .select({ best: gameScores.bestScore, verified: gameScores.verified })
    .from(gameScores)
    .where(eq(gameScores.userId, userId));
  const best = current?.best ?? 0;
  if (current && score < best) return { best, newBest: false };
  if (current && score === best) {
    if (verified && !current.verified) {
      await tx.update(gameScores).set({ verified: true }).where(eq(gameScores.userId, userId));
    }
    return { best, newBest: false };
  }
  await tx
    .insert(gameScores)
    .values({ userId, bestScore: score, verified, updatedAt: now })
    .onConflictDoUpdate({ target: gameScores.userId, set: { bestScore: score, verified, updatedAt: now } });
  return { best: score, newBest: score > best };
}
