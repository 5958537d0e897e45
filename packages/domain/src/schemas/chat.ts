import { z } from 'zod';
import { CHAT } from '../constants';
import { CHAT_MODELS, type ChatModelId, DEFAULT_CHAT_MODEL } from '../vocabulary';
import { mediaTypeSchema } from './common';

export const chatModelSchema = z.enum(CHAT_MODELS.map((m) => m.id) as [ChatModelId, ...ChatModelId[]], {
  error: `aimodel must be one of ${CHAT_MODELS.map((m) => m.id).join(', ')}`,
});

export const chatContextEntrySchema = z.object({
  query: z.string().max(CHAT.MAX_QUERY_CHARS),
  datatext: z.string().max(20_000).optional(),
  contentType: mediaTypeSchema.optional(),
});

export const chatRequestSchema = z.strictObject({
  query: z
    .string({ error: 'query must be text' })
    .trim()
    .min(1, { error: 'Ask something first' })
    .max(CHAT.MAX_QUERY_CHARS, { error: `query must be at most ${CHAT.MAX_QUERY_CHARS} characters` }),
  history: z
    .array(chatContextEntrySchema)
    .max(CHAT.CONTEXT_ENTRIES * 4)
    .optional(),
  aimodel: chatModelSchema.default(DEFAULT_CHAT_MODEL),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
