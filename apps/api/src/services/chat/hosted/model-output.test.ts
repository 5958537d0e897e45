import { CHAT } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { cleanText, extractJson, MalformedAnswer, parseModelAnswer, stripReasoning } from './model-output';

const answer = (fields: object) =>
  JSON.stringify({ intro: 'Hi.', contentType: 'movie', titles: [], ...fields });

describe("reading a hosted model's answer", () => {
  it('drops reasoning traces, closed or cut off', () => {
    expect(stripReasoning('<think>hmm {"intro": "no"}</think>{"intro": "yes"}')).toBe('{"intro": "yes"}');
    expect(stripReasoning('<THINKING>a</THINKING>b<reasoning>c')).toBe('b');
  });

  it('finds the JSON in a fence or among chatter', () => {
    expect(extractJson('Sure {ok}\n```json\n{"a": 1}\n```\nbye {x}')).toBe('{"a": 1}');
    expect(extractJson('Here: {"a": {"b": 2}} done')).toBe('{"a": {"b": 2}}');
    expect(() => extractJson('no json here')).toThrow(MalformedAnswer);
  });

  it('keeps only well-formed titles, reads media words and years, and caps the list', () => {
    const parsed = parseModelAnswer(
      answer({
        contentType: 'series',
        titles: [
          { title: '  Alien ', year: '1979', media: 'film' },
          'just a string',
          { title: 'Dark', year: 17, media: 'TV Show' },
          { name: 'no title field' },
          ...Array.from({ length: 40 }, (_, i) => ({ title: `Extra ${i}` })),
        ],
      }),
    );
    expect(parsed.contentType).toBe('tv');
    expect(parsed.titles[0]).toEqual({ title: 'Alien', year: 1979, media: 'movie' });
    expect(parsed.titles[1]).toEqual({ title: 'Dark', year: undefined, media: 'tv' });
    expect(parsed.titles).toHaveLength(CHAT.MAX_TITLES * 2);
  });

  it('treats untrusted text as text: control characters out, whitespace folded, length capped', () => {
    const intro = `Bold <b>picks</b>\u0000\u0007 for\n\n you ${'x'.repeat(2000)}`;
    const parsed = parseModelAnswer(answer({ intro }));
    expect(parsed.intro.startsWith('Bold <b>picks</b> for you x')).toBe(true);
    expect(parsed.intro).toHaveLength(CHAT.INTRO_MAX_CHARS);
    expect(cleanText('  a \t b')).toBe('a b');
  });

  it('refuses what is not the expected shape', () => {
    expect(() => parseModelAnswer('{"intro": "unterminated')).toThrow(MalformedAnswer);
    expect(() => parseModelAnswer('{"intro": 42}')).toThrow(MalformedAnswer);
    expect(() => parseModelAnswer('{"titles": "Alien"}')).toThrow(MalformedAnswer);
  });
});
