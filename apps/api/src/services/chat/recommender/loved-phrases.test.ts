import { describe, expect, it } from 'vitest';
import { buildIntent } from './build-intent';
import { parseQuestion } from './parse-question';

const YEAR = 2026;
const intentOf = (q: string) => buildIntent(parseQuestion(q, YEAR), { unresolved: [] }, YEAR);

describe('questions about the titles the viewer loved', () => {
  it.each([
    ['More like the ones I loved', undefined],
    ['something like the ones I really loved', undefined],
    ['shows like the ones I rated highly', 'tv'],
    ['movies I loved', 'movie'],
    ['more like my favourites', undefined],
    ['give me something like my favorite movies', undefined],
    ['anything like what I adored', undefined],
  ])('"%s" answers from the loved titles', (question, media) => {
    const intent = intentOf(question);
    expect(intent.fromLoved).toBe(true);
    expect(intent.understood).toBe(true);
    expect(intent.leftover).toEqual([]);
    expect(intent.media).toBe(media);
  });

  it.each(['I loved Inception, more like it', 'something like Inception', 'a movie my kids will love'])(
    '"%s" does not',
    (question) => {
      expect(intentOf(question).fromLoved).toBe(false);
    },
  );

  it('leaves the title after "I loved" to be looked up as a reference', () => {
    const spans = parseQuestion('I loved Inception, more like it', YEAR).spans;
    expect(spans.map((s) => [s.text, s.role])).toContainEqual(['inception', 'reference']);
    expect(parseQuestion('more like the ones I loved', YEAR).spans).toEqual([]);
  });
});
