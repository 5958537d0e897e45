import { AppError, type GameResult, type GameSubmitInput, MINI_GAME_SCORES } from '@kinora/domain';
import { verifyReplay } from '@kinora/game/replay';
import { and, eq } from 'drizzle-orm';
import { gameRuns } from '../../db/schema';
import type { Deps } from '../../deps';
import { consumePolicy } from '../security/rate-limit';
import { GAME_SUBMITS_PER_ACCOUNT } from '../security/rate-limit-policies';
import { raiseBestScore } from './best-score';

/**
 * Plays a submitted game again and records the score the server computed (docs/product/mini-game.md). The game
 * must be one this server started for this player; the replay must use its seed and last no longer than the
 * time since the start. A game is recorded once: the same submission again (a retry, another instance) answers
 * with the same result; a replay with another score for a game already recorded is refused.
 *
 * Playing a replay again is the one costly step (tens of milliseconds for the longest game), so every check
 * that needs no replay comes first, and each player has a budget of submissions a minute.
 */
export async function submitGame(deps: Deps, userId: string, input: GameSubmitInput): Promise<GameResult> {
  await consumePolicy(deps, GAME_SUBMITS_PER_ACCOUNT, userId);
  const { gameId, replay } = input;
  const [run] = await deps.db
    .select()
    .from(gameRuns)
    .where(and(eq(gameRuns.id, gameId), eq(gameRuns.userId, userId)));
  if (!run)
    throw new AppError('NOT_FOUND', 'This game was not started here, or it expired. Start a new game.');
  if (replay.seed !== run.seed)
    throw new AppError('BAD_INPUT', 'This replay is not of the game that was started');
  // The claimed length bounds the work: every flap comes before it, and without flaps the sprite reaches the
  // ground in under a second. A claim longer than the time since the start is refused without playing anything;
  // a claim the game does not bear out is refused by the replay.
  const elapsedMs = deps.now().getTime() - run.startedAt.getTime();
  if (replay.durationMs > elapsedMs + MINI_GAME_SCORES.CLOCK_SLACK_MS) {
    throw new AppError('BAD_INPUT', 'This game lasts longer than the time since it started');
  }
  // A game already recorded was proven then; a repeat is answered from the record, not played again.
  if (!run.submittedAt) {
    const verdict = verifyReplay(replay);
    if (!verdict.ok) throw new AppError('BAD_INPUT', verdict.reason);
  }
  // From here the claimed score is the proven one: the replay bore it out, or it is checked against the record.
  return recordGame(deps, userId, gameId, replay.score);
}

async function recordGame(deps: Deps, userId: string, gameId: string, score: number): Promise<GameResult> {
  return deps.db.transaction(async (tx) => {
    // The run's row lock orders two submissions of one game (a retry racing the original).
    const [locked] = await tx.select().from(gameRuns).where(eq(gameRuns.id, gameId)).for('update');
    if (locked?.submittedAt) {
      if (locked.score !== score) {
        throw new AppError('CONFLICT', 'This game was already recorded with another score');
      }
      const { best } = await raiseBestScore(tx, userId, score, true, deps.now());
      return { score, best, newBest: false };
    }
    await tx.update(gameRuns).set({ submittedAt: deps.now(), score }).where(eq(gameRuns.id, gameId));
    const result = await raiseBestScore(tx, userId, score, true, deps.now());
    deps.sessionCache.evictUser(userId);
    return { score, ...result };
  });
}
