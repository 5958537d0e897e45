import { AppError, type GameResult, type GameSubmitInput, MINI_GAME_SCORES } from '@kinora/domain';
import { verifyReplay } from '@kinora/game';
import { and, eq } from 'drizzle-orm';
import { gameRuns } from '../../db/schema';
import type { Deps } from '../../deps';
import { raiseBestScore } from './best-score';

/**
 * Plays a submitted game again and records the score the server computed (docs/product/mini-game.md). The game
 * must be one this server started for this player; the replay must use its seed and last no longer than the
 * time since the start. A game is recorded once: the same submission again (a retry, another instance) answers
 * with the same result; a different replay for a game already recorded is refused.
 */
export async function submitGame(deps: Deps, userId: string, input: GameSubmitInput): Promise<GameResult> {
  const { gameId, replay } = input;
  const [run] = await deps.db
    .select()
    .from(gameRuns)
    .where(and(eq(gameRuns.id, gameId), eq(gameRuns.userId, userId)));
  if (!run)
    throw new AppError('NOT_FOUND', 'This game was not started here, or it expired. Start a new game.');
  if (replay.seed !== run.seed)
    throw new AppError('BAD_INPUT', 'This replay is not of the game that was started');

  const verdict = verifyReplay(replay);
  if (!verdict.ok) throw new AppError('BAD_INPUT', verdict.reason);
  const elapsedMs = deps.now().getTime() - run.startedAt.getTime();
  if (verdict.durationMs > elapsedMs + MINI_GAME_SCORES.CLOCK_SLACK_MS) {
    throw new AppError('BAD_INPUT', 'This game lasts longer than the time since it started');
  }

  return deps.db.transaction(async (tx) => {
    // The run's row lock orders two submissions of one game (a retry racing the original).
    const [locked] = await tx.select().from(gameRuns).where(eq(gameRuns.id, gameId)).for('update');
    if (locked?.submittedAt) {
      if (locked.score !== verdict.score) {
        throw new AppError('CONFLICT', 'This game was already recorded with another score');
      }
      const { best } = await raiseBestScore(tx, userId, verdict.score, true, deps.now());
      return { score: verdict.score, best, newBest: false };
    }
    await tx
      .update(gameRuns)
      .set({ submittedAt: deps.now(), score: verdict.score })
      .where(eq(gameRuns.id, gameId));
    const result = await raiseBestScore(tx, userId, verdict.score, true, deps.now());
    deps.sessionCache.evictUser(userId);
    return { score: verdict.score, ...result };
  });
}
