import { describe, expect, it } from 'vitest';
import { editDistanceUpTo, foldText, tokenize } from './text';

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

  it('cuts Japanese into words, which it writes without spaces', () => {
    expect(tokenize('秘密の灯台')).toEqual(['秘密', 'の', '灯台']);
    expect(tokenize('Tokyo 星の海!')).toEqual(['tokyo', '星', 'の', '海']);
  });
});

describe('editDistanceUpTo (Damerau-Levenshtein, capped)', () => {
  it.each([
    ['harbor', 'harbor', 1, 0],
    ['harbr', 'harbor', 1, 1],
    ['harbour', 'harbor', 1, 1],
    ['harbar', 'harbor', 1, 1],
    ['hrabor', 'harbor', 1, 1],
    ['harbro', 'harbor', 1, 1],
    ['hrbaor', 'harbor', 1, 2],
    ['hrbaor', 'harbor', 2, 2],
    ['harb', 'harbor', 2, 2],
    ['harb', 'harbor', 1, 2],
    ['garden', 'harbor', 2, 3],
    ['intersteller', 'interstellar', 2, 1],
    ['lgihthuose', 'lighthouse', 2, 2],
    ['lgihthuoes', 'lighthouse', 2, 3],
    ['', 'a', 1, 1],
    ['', 'abc', 2, 3],
  ])('%s vs %s within %i -> %i', (a, b, max, expected) => {
    expect(editDistanceUpTo(a, b, max)).toBe(expected);
    expect(editDistanceUpTo(b, a, max)).toBe(expected);
  });
});
