import { z } from 'zod';
import { CHAT } from '../constants';
import { ERROR_CODES } from '../errors';
import {
  CHAT_MODELS,
  type ChatModelId,
  DEFAULT_CHAT_MODEL,
  MEDIA_PATH_BY_TYPE,
  MEDIA_PATHS,
  MEDIA_TYPES,
} from '../vocabulary';
import { catalogueItemSchema } from './catalogue';

export const chatModelSchema = z.enum(CHAT_MODELS.map((m) => m.id) as [ChatModelId, ...ChatModelId[]], {
  error: `aimodel must be one of ${CHAT_MODELS.map((m) => m.id).join(', ')}`,
});

/**
 * A media type as chat clients send it back: the legacy chat page wrote `movies` where everything else says
 * `movie`, so both spellings are accepted and read as `movie`.
 */
const contextMediaSchema = z
  .enum(['movie', 'movies', 'tv'], { error: "contentType must be 'movie' or 'tv'" })
  .transform((v) => (v === 'tv' ? 'tv' : 'movie'));

/**
 * A title of a previous answer, as the client sends it back: only what a follow-up needs to point at it
 * ("more like the second one"). Anything else the client echoes (posters, overviews) is dropped unread.
 */
export const chatContextTitleSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  media_type: contextMediaSchema.optional(),
  title: z.string().max(300).optional(),
  name: z.string().max(300).optional(),
});
export type ChatContextTitle = z.infer<typeof chatContextTitleSchema>;

/** One earlier turn of the conversation: the question, the answer's text and titles, and their media. */
export const chatContextEntrySchema = z.object({
  query: z.string().max(CHAT.MAX_QUERY_CHARS),
  datatext: z.string().max(CHAT.MAX_CONTEXT_TEXT_CHARS).optional(),
  contentType: contextMediaSchema.optional(),
  data: z.array(chatContextTitleSchema).max(CHAT.MAX_CONTEXT_TITLES).optional(),
});
export type ChatContextEntry = z.infer<typeof chatContextEntrySchema>;

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

/** Who answered: the model the viewer picked, and whether the built-in recommender stood in for it. */
export const chatEngineSchema = z.object({
  model: chatModelSchema,
  builtIn: z.boolean(),
  /** What to show people, e.g. "deepseek-r1" or "Kinora's built-in recommender". */
  label: z.string(),
});
export type ChatEngine = z.infer<typeof chatEngineSchema>;

/** A title of an answer: a catalogue item that always says whether it is a movie or a show. */
export const chatTitleSchema = catalogueItemSchema.extend({ media_type: z.enum(MEDIA_TYPES) });
export type ChatTitle = z.infer<typeof chatTitleSchema>;

/**
 * A whole answer. `introText` is plain text (never HTML). `titles` are catalogue items, every one resolved
 * against the catalogue. When nothing fits, `titles` is empty and `nothingFound` says so in words.
 */
export const chatAnswerSchema = z.object({
  introText: z.string().max(CHAT.INTRO_MAX_CHARS),
  titles: z.array(chatTitleSchema).max(CHAT.MAX_TITLES),
  contentType: z.enum(MEDIA_TYPES),
  engine: chatEngineSchema,
  nothingFound: z.string().max(CHAT.INTRO_MAX_CHARS).nullable(),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/**
 * What a streamed answer sends, in order: `engine` once, `text` pieces of the intro (or of the nothing-found
 * text), a `title` as soon as each one is resolved, then `done` with the whole answer, or `error` instead.
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('engine'), engine: chatEngineSchema }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('title'), title: chatTitleSchema }),
  z.object({ type: z.literal('done'), answer: chatAnswerSchema }),
  z.object({
    type: z.literal('error'),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    retryAfterSeconds: z.number().int().positive().optional(),
  }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/**
 * The legacy `POST /api/v1/chat/movie/llm` reply: `{success, introText, content, contentType}` when the answer
 * names titles, `{success, nocontext}` when it names none. `contentType` is in the legacy vocabulary, `'movies'`
 * or `'tv'`: existing chat pages link cards by it and make it their content type, whose home rows then call
 * `/api/v1/{contentType}/...` (tRPC answers keep `'movie'`). The titles keep TMDB's `media_type`.
 */
export const legacyChatReplySchema = z.union([
  z.object({
    success: z.literal(true),
    introText: z.string(),
    content: z.array(chatTitleSchema),
    contentType: z.enum(MEDIA_PATHS),
  }),
  z.object({ success: z.literal(true), nocontext: z.string() }),
]);
export type LegacyChatReply = z.infer<typeof legacyChatReplySchema>;

export function toLegacyChatReply(answer: ChatAnswer): LegacyChatReply {
  if (answer.titles.length === 0) {
    return { success: true, nocontext: answer.nothingFound ?? answer.introText };
  }
  return {
    success: true,
    introText: answer.introText,
    content: answer.titles,
    contentType: MEDIA_PATH_BY_TYPE[answer.contentType],
  };
}

/**
 * A question as the web app asks it: the legacy request plus a key the client makes once per question, so a
 * retried question (a dropped stream, the other server) is recorded in the chat history only once.
 */
export const chatAskInputSchema = chatRequestSchema.extend({
  requestId: z
    .string({ error: 'requestId must be text' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'requestId must be 8 to 100 letters, digits, - or _' }),
});
export type ChatAskInput = z.infer<typeof chatAskInputSchema>;

/** What the chat history keeps of an answer: its words, then the titles it named. */
export function chatHistoryText(answer: ChatAnswer): string {
  const words = answer.titles.length > 0 ? answer.introText : (answer.nothingFound ?? answer.introText);
  const names = answer.titles.map((t) => t.title ?? t.name).filter(Boolean);
  return names.length > 0 ? `${words}\n${names.join(', ')}` : words;
}
