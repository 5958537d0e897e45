import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@kinora/domain';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

/** Every catalogue folder: src/locales and each feature's locales/. */
const src = path.resolve(import.meta.dirname, '../..');
const folders = [
  path.join(src, 'locales'),
  ...readdirSync(path.join(src, 'features'))
    .map((feature) => path.join(src, 'features', feature, 'locales'))
    .filter((folder) => {
      try {
        return readdirSync(folder).length > 0;
      } catch {
        return false;
      }
    }),
];
const read = (folder: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(folder, `${locale}.json`), 'utf8'));
const nameOf = (folder: string) => path.relative(src, folder);

type Shape = { variables: Set<string>; tags: Set<string>; choices: Array<{ type: string; keys: string[] }> };

/** What a message needs from its caller and what choices it makes, read from Lingui's own compiled form. */
function shapeOf(message: string): Shape {
  const shape: Shape = { variables: new Set(), tags: new Set(), choices: [] };
  const walk = (compiled: CompiledMessage | string) => {
    if (typeof compiled === 'string') {
      for (const tag of compiled.matchAll(/<\/?(\w+)\/?>/g)) shape.tags.add(tag[1] as string);
      return;
    }
    for (const token of compiled) {
      if (typeof token === 'string') {
        walk(token);
        continue;
      }
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

describe('the catalogues', () => {
  it('exist for every shipped locale in every folder that has texts', () => {
    for (const folder of folders) {
      const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
      expect(files.sort(), nameOf(folder)).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
    }
  });

  for (const folder of folders) {
    describe(nameOf(folder), () => {
      const english = read(folder, 'en');

      for (const locale of LOCALES) {
        it(`${locale}: has every key English has, no other, each message valid`, () => {
          const catalogue = read(folder, locale);
          expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
          for (const [key, message] of Object.entries(catalogue)) {
            expect(typeof message, `${key} is text`).toBe('string');
            expect((message as string).trim(), `${key} is not empty`).not.toBe('');
            expect(() => compileMessageOrThrow(message), `${locale} ${key} parses`).not.toThrow();
          }
        });

        it(`${locale}: asks for no value and no tag English does not give, and has every plural form`, () => {
          const catalogue = read(folder, locale);
          const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
          const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions()
            .pluralCategories;
          for (const [key, message] of Object.entries(catalogue)) {
            const source = shapeOf(english[key] as string);
            const translated = shapeOf(message);
            for (const variable of translated.variables) {
              expect(source.variables, `${locale} ${key}: {${variable}} is not given`).toContain(variable);
            }
            for (const tag of translated.tags) {
              expect(source.tags, `${locale} ${key}: <${tag}> is not given`).toContain(tag);
            }
            for (const choice of translated.choices) {
              if (choice.type === 'select') {
                expect(choice.keys, `${locale} ${key}: a select needs 'other'`).toContain('other');
                continue;
              }
              const needed = choice.type === 'plural' ? cardinal : ordinal;
              for (const category of needed) {
                expect(choice.keys, `${locale} ${key}: plural form '${category}' is missing`).toContain(
                  category,
                );
              }
            }
          }
        });
      }
    });
  }
});
