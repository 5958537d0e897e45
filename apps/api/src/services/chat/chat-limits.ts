import type { ChatEngine } from '@kinora/domain';
import type { Deps } from '../../deps';
import { consumePolicy } from '../security/rate-limit';
import {
  CHAT_BUILT_IN_PER_ACCOUNT,
  CHAT_HOSTED_PER_DAY,
  CHAT_HOSTED_PER_MINUTE,
} from '../security/rate-limit-policies';

/**
 * Per-user limits, counted in the shared rate-limit store so they hold across API instances. Hosted models
 * cost money per question: each has a per-minute and a per-day budget per user. The built-in recommender is
 * free but still reads the catalogue (TMDB has its own ceiling), so it has a generous per-minute one.
 */
export async function limitChat(deps: Deps, userId: string, engine: ChatEngine): Promise<void> {
  const limits = deps.config.chat.limits;
  if (engine.builtIn) {
    await consumePolicy(deps, CHAT_BUILT_IN_PER_ACCOUNT, userId);
    return;
  }
  // The minute first: a question refused for going too fast does not use up the day's budget.
  const subject = `${engine.model}:${userId}`;
  await consumePolicy(
    deps,
    CHAT_HOSTED_PER_MINUTE,
    subject,
    `You can ask ${engine.label} up to ${limits.hostedPerMinute} questions a minute. Please wait a minute and try again.`,
  );
  await consumePolicy(
    deps,
    CHAT_HOSTED_PER_DAY,
    subject,
    `You have used today's ${limits.hostedPerDay} questions to ${engine.label}. The limit resets at midnight UTC; the other models are still available.`,
  );
}
