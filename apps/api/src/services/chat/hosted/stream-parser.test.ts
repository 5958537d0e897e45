import { describe, expect, it } from 'vitest';
import { AnswerStream, completeObjects, partialString } from './stream-parser';

const ANSWER = JSON.stringify({
  intro: 'Two "great" picks\nfor you \u00e9t\u00e9',
  titles: [
    { title: 'Alien {1979}', year: 1979, media: 'movie' },
    { title: 'Heat', year: 1995 },
  ],
});

/** Feeds the answer in pieces of `size` characters and gathers what the reader found. */
function feed(text: string, size: number) {
  const reader = new AnswerStream();
  let shown = '';
  const titles: string[] = [];
  for (let i = 0; i < text.length; i += size) {
    const piece = reader.push(text.slice(i, i + size));
    shown += piece.text;
    titles.push(...piece.titles.map((t) => t.title));
  }
  return { shown, titles };
}

describe('reading a streamed answer as it arrives', () => {
  it('decodes a string field as far as it has arrived, never half an escape', () => {
    expect(partialString('{"intro": "ab\\', 'intro')).toBe('ab');
    expect(partialString('{"intro": "ab\\u00', 'intro')).toBe('ab');
    expect(partialString('{"intro": "ab\\u00e9c"', 'intro')).toBe('abéc');
    expect(partialString('{"other": 1}', 'intro')).toBeUndefined();
  });

  it('finds the objects of an array that have arrived whole, braces in strings included', () => {
    expect(completeObjects('{"titles": [{"title": "A}"}, {"title": "B"', 'titles')).toEqual([
      '{"title": "A}"}',
    ]);
    expect(completeObjects('{"titles": [{"t": [1, {"x": 2}]}, {"t": 3}]}', 'titles')).toHaveLength(2);
  });

  it.each([1, 3, 7, 50])('gives the same intro and titles whatever the chunk size (%i)', (size) => {
    const { shown, titles } = feed(ANSWER, size);
    expect(shown).toBe('Two "great" picks for you été');
    expect(titles).toEqual(['Alien {1979}', 'Heat']);
  });

  it('shows nothing of a reasoning trace, even split across chunks', () => {
    const { shown, titles } = feed(`<think>I will say {"intro": "secret"}</think>${ANSWER}`, 4);
    expect(shown).toBe('Two "great" picks for you été');
    expect(titles).toEqual(['Alien {1979}', 'Heat']);
  });
});
