import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answers, configureAnswerChecks } from './answers';

const entry = z.object({ id: z.int(), title: z.string() });

describe('a declared answer', () => {
  it('passes an answer that fits on untouched, extra fields included', () => {
    const value = { id: 1, title: 'Alpha', extra: true } as z.output<typeof entry>;
    expect(answers(entry, true).parse(value)).toBe(value);
  });

  it('fails an answer that does not fit, saying where', () => {
    expect(() => answers(entry, true).parse({ id: 1 })).toThrow(
      'The answer does not fit its schema at title',
    );
  });

  it('checks nothing in production', () => {
    const wrong = { id: 'one' };
    expect(answers(entry, false).parse(wrong)).toBe(wrong);
  });

  it('follows config.checkAnswers when the procedure does not say', () => {
    const wrong = { id: 'one' };
    try {
      configureAnswerChecks({ checkAnswers: false });
      expect(answers(entry).parse(wrong)).toBe(wrong);
      configureAnswerChecks({ checkAnswers: true });
      expect(() => answers(entry).parse(wrong)).toThrow('The answer does not fit its schema at id');
    } finally {
      configureAnswerChecks({ checkAnswers: true });
    }
  });
});
