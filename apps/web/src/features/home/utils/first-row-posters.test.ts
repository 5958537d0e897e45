import { FIRST_ROW_POSTERS_BY_WIDTH } from '@kinora/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postersOnScreen } from './first-row-posters';

/** A screen this many pixels wide, as matchMedia reports it. */
function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY) <= px,
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
