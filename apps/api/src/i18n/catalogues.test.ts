import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@kinora/domain';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues';

type Shape = { variables: Set<string>; choices: Array<{ type: string; keys: string[] }> };

/** What a message needs from its caller and what choices it makes, read from Lingui's own compiled form. */
function shapeOf(message: string): Shape {
  const shape: Shape = { variables: new Set(), choices: [] };
  const walk = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      shape.variables.add(name);
      if (
        (type === 'plural' || type === 'selectordinal' || type === 'select') &&
        format &&
        typeof format === 'object'
      ) {
        const choices = Object.entries(format as Record<string, unknown>).filter(([key]) => key !== 'offset');
        shape.choices.push({ type, keys: choices.map(([key]) => key) });
        for (const [, choice] of choices) walk(choice as CompiledMessage);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return shape;
}

describe("the server's catalogues", () => {
  for (const namespace of Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[]) {
    it(`${namespace}: a file for every shipped locale, and no other`, () => {
      const files = readdirSync(path.join(import.meta.dirname, namespace)).filter((f) => f.endsWith('.json'));
      expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
    });

    const english: Record<string, string> = CATALOGUES[namespace].en;
    for (const locale of LOCALES) {
      const catalogue: Record<string, string> = CATALOGUES[namespace][locale];

      it(`${namespace}/${locale}: has every key English has, no other, each message valid ICU`, () => {
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(catalogue)) {
          expect(typeof message, `${key} is text`).toBe('string');
          expect(message.trim(), `${key} is not empty`).not.toBe('');
          expect(() => compileMessageOrThrow(message), `${locale} ${key} parses`).not.toThrow();
        }
      });

      it(`${namespace}/${locale}: asks for no value English does not give, and has every plural form`, () => {
        const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories;
        for (const [key, message] of Object.entries(catalogue)) {
          const source = shapeOf(english[key] as string);
          const translated = shapeOf(message);
          for (const variable of translated.variables) {
            expect(source.variables, `${locale} ${key}: {${variable}} is not given`).toContain(variable);
          }
          for (const choice of translated.choices) {
            if (choice.type === 'select') {
              expect(choice.keys, `${locale} ${key}: a select needs 'other'`).toContain('other');
              continue;
            }
            for (const category of choice.type === 'plural' ? cardinal : ordinal) {
              expect(choice.keys, `${locale} ${key}: plural form '${category}' is missing`).toContain(
                category,
              );
            }
          }
        }
      });
    }
  }

  it('messages: each English text can be recognised (plain {placeholders}, never two side by side, no twins)', () => {
    const seen = new Map<string, string>();
    for (const [key, message] of Object.entries(CATALOGUES.messages.en as Record<string, string>)) {
      const tokens = compileMessageOrThrow(message);
      tokens.forEach((token, i) => {
        if (typeof token === 'string') return;
        expect(token.length, `${key}: {${token[0]}} must be a plain placeholder`).toBe(1);
        expect(typeof tokens[i + 1], `${key}: {${token[0]}} is followed by another placeholder`).not.toBe(
          'object',
        );
      });
      const skeleton = tokens.map((token) => (typeof token === 'string' ? token : '{}')).join('');
      expect(seen.get(skeleton), `${key} reads like ${seen.get(skeleton)}`).toBeUndefined();
      seen.set(skeleton, key);
    }
  });
});
