import type { ChatTitle } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { appendAnswer, type ChatEntry, contextOf, readConversation } from './conversation';

const title = (id: number): ChatTitle => ({
  id,
  media_type: 'movie',
  title: `Film ${id}`,
  poster_path: `/p${id}.svg`,
  overview: 'long text the server does not need back',
});
const entry = (n: number, titles = 2): ChatEntry => ({
  query: `question ${n}`,
  datatext: `answer ${n}`,
  contentType: 'movie',
  data: Array.from({ length: titles }, (_, i) => title(n * 100 + i)),
});

describe('the conversation', () => {
  it('appends an answer unless the same answer text is already there', () => {
    const one = appendAnswer([], entry(1));
    expect(one).toHaveLength(1);
    expect(appendAnswer(one, { ...entry(1), query: 'asked again' })).toHaveLength(1);
    expect(appendAnswer(one, entry(2))).toHaveLength(2);
  });

  it('sends the last 6 exchanges as context, with only what a follow-up needs of each title', () => {
    const entries = Array.from({ length: 8 }, (_, i) => entry(i + 1));
    const context = contextOf(entries);
    expect(context.map((c) => c.query)).toEqual([3, 4, 5, 6, 7, 8].map((n) => `question ${n}`));
    expect(context[0]!.data![0]).toEqual({ id: 300, media_type: 'movie', title: 'Film 300' });
  });

  it('reads back what the tab stored, and starts afresh from anything unreadable', () => {
    expect(readConversation(JSON.stringify([entry(1)]))).toEqual([entry(1)]);
    expect(readConversation('not json')).toEqual([]);
    expect(readConversation(JSON.stringify({ query: 'x' }))).toEqual([]);
    expect(readConversation(JSON.stringify([{ query: 'x' }, entry(2)]))).toEqual([entry(2)]);
    expect(readConversation(null)).toEqual([]);
  });
});
