import { AppError, CHAT, type ChatContextEntry, type ChatModelId, DEFAULT_CHAT_MODEL } from '@kinora/domain';
import { chatRequestSchema } from '@kinora/domain/schemas';

/** What both doors pass to the chat service, already authenticated. */
export type ChatInput = {
  /** The account: the chat's quota is the account's, shared by its profiles. */
  userId: string;
  /** The asking profile: its lists shape the answer and its history keeps it. */
  profileId: string;
  query: string;
  history?: readonly ChatContextEntry[];
  model?: ChatModelId;
};

export type ReadChatInput = {
  userId: string;
  profileId: string;
  query: string;
  history: ChatContextEntry[];
  model: ChatModelId;
};

/**
 * The input checked once more with the domain's own schema (the service trusts no door), and the history cut
 * to the turns that count as context.
 */
export function readChatInput(input: ChatInput): ReadChatInput {
  const parsed = chatRequestSchema.safeParse({
    query: input.query,
    history: input.history ? [...input.history] : undefined,
    aimodel: input.model ?? DEFAULT_CHAT_MODEL,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new AppError('BAD_INPUT', `${where}${issue?.message ?? 'Invalid chat request'}`);
  }
  return {
    userId: input.userId,
    profileId: input.profileId,
    query: parsed.data.query,
    history: (parsed.data.history ?? []).slice(-CHAT.CONTEXT_ENTRIES),
    model: parsed.data.aimodel,
  };
}
