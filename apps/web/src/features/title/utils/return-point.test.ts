import { SESSION_KEYS } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { clearReturnFlag, readReturnPoint, rememberReturnPoint } from './return-point';

describe('TV return point', () => {
  it('stores the open season and scroll position under the session keys and reads them back', () => {
    rememberReturnPoint(3, 1234.4);

    expect(window.sessionStorage.getItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE)).toBe('true');
    expect(window.sessionStorage.getItem(SESSION_KEYS.OPEN_SEASON)).toBe('3');
    expect(window.sessionStorage.getItem(SESSION_KEYS.TV_SCROLL_Y)).toBe('1234');
    expect(readReturnPoint()).toEqual({ season: 3, scrollY: 1234 });
  });

  it('is spent once cleared', () => {
    rememberReturnPoint(1, 10);
    clearReturnFlag();

    expect(window.sessionStorage.getItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE)).toBe('false');
    expect(readReturnPoint()).toBeNull();
  });

  it('ignores the flag when Home reset the season to null', () => {
    window.sessionStorage.setItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE, 'true');
    window.sessionStorage.setItem(SESSION_KEYS.OPEN_SEASON, 'null');

    expect(readReturnPoint()).toBeNull();
  });
});
