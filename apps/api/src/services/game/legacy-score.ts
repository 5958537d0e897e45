import type { Deps } from '../../deps';
import { raiseBestScore } from './best-score';

/**
 * The legacy REST route's score: existing clients report a number, with no game to play again. It still keeps
 * only the best, and the leaderboard marks a best that came this way as unverified.
 */
export async function recordReportedScore(deps: Deps, userId: string, score: number) {
  const result = await deps.db.transaction((tx) => raiseBestScore(tx, userId, score, false, deps.now()));
  if (result.newBest) deps.sessionCache.evictUser(userId);
  return result;
}
