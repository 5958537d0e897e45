import { describe, expect, it } from 'vitest';
import { foldText, tokenize, withinOneEdit } from './text';

describe('foldText', () => {
  it('lower-cases and strips accents, including letters NFD leaves alone', () => {
    expect(foldText('Café Señor AMÉLIE')).toBe('cafe senor amelie');
    expect(foldText('Søren Łukasz Straße Æsir')).toBe('soren lukasz strasse aesir');
  });
});

describe('tokenize', () => {
  it('splits on anything that is not a letter or digit', () => {
    expect(tokenize("L'Été, d'Amélie! Part-2")).toEqual(['l', 'ete', 'd', 'amelie', 'part', '2']);
    expect(tokenize('  ...  ')).toEqual([]);
  });
});

describe('withinOneEdit (Damerau-Levenshtein <= 1)', () => {
  it.each([
    ['harbor', 'harbor', true],
    ['harbr', 'harbor', true],
    ['harbour', 'harbor', true],
    ['harbar', 'harbor', true],
    ['hrabor', 'harbor', true],
    ['harbro', 'harbor', true],
    ['hrbaor', 'harbor', false],
    ['harb', 'harbor', false],
    ['garden', 'harbor', false],
    ['', 'a', true],
  ])('%s vs %s -> %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
