import {
  BROWSE,
  CAST,
  DIRECTORS,
  HISTORY,
  PERSON,
  SEARCH,
  SESSION_KEYS,
  SIMILAR,
  WATCHLIST,
} from '@kinora/domain';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ShowMore, type ShowMoreRule, useShowMore } from './use-show-more';

function showMore(
  rule: ShowMoreRule,
  total?: number,
  rememberAs?: typeof SESSION_KEYS.DIRECTORS_DISPLAY_COUNT,
) {
  const { result } = renderHook(() => useShowMore(rule, { total, rememberAs }));
  const press = (action: (current: ShowMore) => void) => act(() => action(result.current));
  return { current: () => result.current, press };
}

/** The counts shown from the first fold until Load More has nothing left to add. */
function countsUntilAllShown(rule: ShowMoreRule, total: number): number[] {
  const list = showMore(rule, total);
  const counts = [list.current().shown];
  while (list.current().hasMore) {
    list.press((current) => current.more());
    counts.push(list.current().shown);
  }
  return counts;
}

describe('the show-more rule', () => {
  it('cast: 5, then 9, then 10 at most; Load Less folds back to 5', () => {
    expect(countsUntilAllShown(CAST, 40)).toEqual([5, 9, 10]);
    const cast = showMore(CAST, 40);
    cast.press((current) => current.more());
    cast.press((current) => current.more());
    expect(cast.current().hasLess).toBe(true);
    cast.press((current) => current.reset());
    expect(cast.current().shown).toBe(5);
  });

  it('similar titles: 4, 8, 10; a short list stops at its end; nothing to do for a list that fits', () => {
    expect(countsUntilAllShown(SIMILAR, 20)).toEqual([4, 8, 10]);
    expect(countsUntilAllShown(SIMILAR, 6)).toEqual([4, 6]);
    const fits = showMore(SIMILAR, 3).current();
    expect([fits.shown, fits.hasMore, fits.hasLess]).toEqual([3, false, false]);
  });

  it('watchlist: 10, Load More adds 5, Load Less takes 5 away but never goes under 10', () => {
    const list = showMore(WATCHLIST, 23);
    list.press((current) => current.more());
    list.press((current) => current.more());
    expect(list.current().shown).toBe(20);
    list.press((current) => current.less());
    expect(list.current().shown).toBe(15);
    list.press((current) => current.less());
    list.press((current) => current.less());
    expect(list.current().shown).toBe(10);
    expect(list.current().hasLess).toBe(false);
  });

  it('known-for: 8, then 4 more per Load More, counting down what remains', () => {
    expect(countsUntilAllShown(PERSON.KNOWN_FOR, 19)).toEqual([8, 12, 16, 19]);
    expect(showMore(PERSON.KNOWN_FOR, 19).current().remaining).toBe(11);
  });

  it('biography: 350 characters, then 300 more, up to the end', () => {
    expect(countsUntilAllShown(PERSON.BIOGRAPHY_CHARS, 1000)).toEqual([350, 650, 950, 1000]);
  });

  it('history and search results: 6 + 6 and 10 + 4, open-ended while pages remain to load', () => {
    expect(countsUntilAllShown(HISTORY, 20)).toEqual([6, 12, 18, 20]);
    const search = showMore(SEARCH.RESULTS);
    search.press((current) => current.more());
    expect([search.current().shown, search.current().hasMore, search.current().remaining]).toEqual([
      14,
      true,
      0,
    ]);
    const browse = showMore(BROWSE);
    browse.press((current) => current.more());
    expect(browse.current().shown).toBe(18);
  });

  it('directors: 16 + 16 up to 54, remembered for the session', () => {
    const rule = { ...DIRECTORS, MAX: DIRECTORS.TOTAL };
    const key = SESSION_KEYS.DIRECTORS_DISPLAY_COUNT;
    const first = showMore(rule, 54, key);
    first.press((current) => current.more());
    expect(window.sessionStorage.getItem(key)).toBe('32');
    expect(showMore(rule, 54, key).current().shown).toBe(32);
    window.sessionStorage.setItem(key, '999');
    expect(showMore(rule, 54, key).current().shown).toBe(54);
  });

  it('ignores a remembered count that is not a positive whole number', () => {
    const key = SESSION_KEYS.DIRECTORS_DISPLAY_COUNT;
    for (const stored of ['0', '-5', 'lots', '2.5']) {
      window.sessionStorage.setItem(key, stored);
      expect(showMore(DIRECTORS, 54, key).current().shown, stored).toBe(16);
    }
  });
});
