import { genreNamesIn, LOCALES } from '@kinora/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadNamespace } from '@/lib/i18n';
import { genreLabels } from './genre-labels';

afterEach(() => i18n.activate('en'));

describe('genreLabels', () => {
  it('names the first known genres in the order given, at most the limit', () => {
    expect(genreLabels([999, 28, 12, 35], 2)).toEqual(['Action', 'Adventure']);
    expect(genreLabels([10762, 999], 5)).toEqual(['Kids']);
    expect(genreLabels([], 2)).toEqual([]);
  });

  it("reads the page's language's names, the domain's table written into the home's catalogue", async () => {
    const ids = [878, 10762, 10751, 999, 37];
    for (const locale of LOCALES) {
      await loadNamespace('home', locale);
      i18n.activate(locale);
      expect(genreLabels(ids, 5), locale).toEqual(genreNamesIn(locale, ids, 5));
    }
    i18n.activate('fr');
    expect(genreLabels([10762], 1)).toEqual(['Enfants']);
  });
});
