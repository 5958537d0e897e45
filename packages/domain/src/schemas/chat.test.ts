import { describe, expect, it } from 'vitest';
import { CHAT } from '../constants';
import {
  type ChatAnswer,
  chatContextEntrySchema,
  chatRequestSchema,
  chatStreamEventSchema,
  toLegacyChatReply,
} from './chat';

const engine = { model: 'deepseek-r1' as const, builtIn: true, label: "Kinora's built-in recommender" };
const title = { id: 7, title: 'Alien', media_type: 'movie' as const, poster_path: '/a.jpg' };

describe('chat requests', () => {
  it('keeps what a follow-up needs from the previous answer and drops the rest of what the client echoes', () => {
    const entry = chatContextEntrySchema.parse({
      query: 'something scary',
      datatext: 'Here are 8 scary movies.',
      contentType: 'movies',
      data: [
        { id: 7, media_type: 'movie', title: 'Alien', poster_path: '/a.jpg', overview: 'x'.repeat(5000) },
      ],
    });
    expect(entry).toEqual({
      query: 'something scary',
      datatext: 'Here are 8 scary movies.',
      contentType: 'movie',
      data: [{ id: 7, media_type: 'movie', title: 'Alien' }],
    });
  });

  it('bounds the context: titles per entry, text per entry, entries per request', () => {
    const titles = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
    expect(
      chatContextEntrySchema.safeParse({ query: 'q', data: titles(CHAT.MAX_CONTEXT_TITLES) }).success,
    ).toBe(true);
    expect(
      chatContextEntrySchema.safeParse({ query: 'q', data: titles(CHAT.MAX_CONTEXT_TITLES + 1) }).success,
    ).toBe(false);
    expect(
      chatContextEntrySchema.safeParse({ query: 'q', datatext: 'x'.repeat(CHAT.MAX_CONTEXT_TEXT_CHARS + 1) })
        .success,
    ).toBe(false);
    expect(chatContextEntrySchema.safeParse({ query: 'q', data: [{ id: -1 }] }).success).toBe(false);
    const history = Array.from({ length: CHAT.CONTEXT_ENTRIES * 4 + 1 }, () => ({ query: 'q' }));
    expect(chatRequestSchema.safeParse({ query: 'hi', history }).success).toBe(false);
  });
});

describe('chat answers', () => {
  const answer: ChatAnswer = {
    introText: 'Here is one.',
    titles: [title],
    contentType: 'movie',
    engine,
    nothingFound: null,
  };

  it('map to the legacy reply: titles as content, or the nothing-found text as nocontext', () => {
    // The legacy vocabulary: 'movies' or 'tv' (existing clients call /api/v1/{contentType}/...).
    expect(toLegacyChatReply(answer)).toEqual({
      success: true,
      introText: 'Here is one.',
      content: [title],
      contentType: 'movies',
    });
    expect(toLegacyChatReply({ ...answer, contentType: 'tv' })).toMatchObject({ contentType: 'tv' });
    const none: ChatAnswer = { ...answer, introText: '', titles: [], nothingFound: "I couldn't find any." };
    expect(toLegacyChatReply(none)).toEqual({ success: true, nocontext: "I couldn't find any." });
  });

  it('stream as typed events', () => {
    expect(chatStreamEventSchema.parse({ type: 'title', title })).toEqual({ type: 'title', title });
    expect(chatStreamEventSchema.safeParse({ type: 'error', code: 'TEAPOT', message: 'x' }).success).toBe(
      false,
    );
    expect(chatStreamEventSchema.safeParse({ type: 'title', title: { id: 1 } }).success).toBe(false);
  });
});
