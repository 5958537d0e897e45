import { LOCALES } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { buildMessages } from './prompt';

/** Issue 28: a hosted model is told the viewer's language, so its intro reads like the rest of the app. */
describe('the hosted model prompt', () => {
  const system = (locale: (typeof LOCALES)[number]) => buildMessages('something scary', [], locale)[0]!;

  it.each([
    ['en', 'English'],
    ['ja', 'Japanese'],
    ['pt-BR', 'Brazilian Portuguese'],
    ['ar', 'Arabic'],
  ] as const)('asks for the intro in the viewer language: %s', (locale, name) => {
    expect(system(locale)).toMatchObject({ role: 'system' });
    expect(system(locale).content).toContain(`Write "intro" in ${name} (${locale})`);
  });

  it('names a language for every shipped locale, and keeps the titles original', () => {
    for (const locale of LOCALES) {
      expect(system(locale).content).toMatch(/Write "intro" in [A-Z][a-z]+(?: [A-Z][a-z]+)? \(/);
      expect(system(locale).content).toContain('Keep "title" the exact original title');
    }
  });
});
