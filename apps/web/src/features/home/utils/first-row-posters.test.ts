import { FIRST_ROW_POSTERS_BY_WIDTH } from '@kinora/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postersOnScreen } from './first-row-posters';

/** The screen's width in pixels, as matchMedia's lists see it: live, as a browser's follow a resize. */
let width = 0;
function screenWidth(px: number) {
  width = px;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY) <= width;
    },
    media: query,
  }));
}

describe('postersOnScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is what a phone shows (three) on a phone, more on wider screens', () => {
    screenWidth(390);
    expect(postersOnScreen()).toBe(3);
    screenWidth(768);
    expect(postersOnScreen()).toBe(5);
    screenWidth(1440);
    expect(postersOnScreen()).toBe(6);
  });

  it('is the widest count where the screen cannot be asked', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(postersOnScreen()).toBe(FIRST_ROW_POSTERS_BY_WIDTH.at(-1)!.count);
  });
});
