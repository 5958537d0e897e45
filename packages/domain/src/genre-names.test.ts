import { describe, expect, it } from 'vitest';
import { genreNamesIn, genreNamesOf } from './genre-names';
import { GENRES } from './genres';
import { LOCALES } from './locales';

describe('genre names in every locale', () => {
  it('names every genre in every shipped locale', () => {
    for (const locale of LOCALES) {
      for (const id of Object.keys(GENRES))
        expect(genreNamesOf(locale)[Number(id)], `${locale} ${id}`).toBeTruthy();
    }
  });

  it('translates, rather than copies, the names a viewer meets most', () => {
    expect(genreNamesIn('fr', [18, 35, 878])).toEqual(['Drame', 'Comédie', 'Science-Fiction']);
    expect(genreNamesIn('es', [18, 35, 10765])).toEqual(['Drama', 'Comedia', 'Ciencia ficción y fantasía']);
    expect(genreNamesIn('ja', [16])).toEqual(['アニメーション']);
    expect(genreNamesIn('en', [18, 999, 28, 35], 2)).toEqual(['Drama', 'Action']);
  });
});
