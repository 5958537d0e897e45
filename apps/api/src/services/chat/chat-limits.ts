import type { ChatEngine } from '@kinora/domain';
import type { Deps } from '../../deps';
import { consumeRateLimit, DAY_WINDOW_MS } from '../security/rate-limit';

/**
 * Per-user limits, counted in the shared rate-limit store so they hold across API instances. Hosted models
 * cost money per question: each has a per-minute and a per-day budget per user. The built-in recommender is
 * free but still reads the catalogue (TMDB has its own ceiling), so it has a generous per-minute one.
 */
export async function limitChat(deps: Deps, userId: string, engine: ChatEngine): Promise<void> {
  const limits = deps.config.chat.limits;
  if (engine.builtIn) {
    await consumeRateLimit(deps, `chat:builtin:${userId}`, limits.builtInPerMinute, {
      message: 'You are asking faster than I can answer. Please wait a minute and try again.',
    });
    return;
  }
  // The minute first: a question refused for going too fast does not use up the day's budget.
  await consumeRateLimit(deps, `chat:${engine.model}:${userId}`, limits.hostedPerMinute, {
    message: `You can ask ${engine.label} up to ${limits.hostedPerMinute} questions a minute. Please wait a minute and try again.`,
  });
  await consumeRateLimit(deps, `chat:${engine.model}:${userId}`, limits.hostedPerDay, {
    windowMs: DAY_WINDOW_MS,
    message: `You have used today's ${limits.hostedPerDay} questions to ${engine.label}. The limit resets at midnight UTC; the other models are still available.`,
  });
}
