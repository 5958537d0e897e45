import { PERSON } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { biographyAction, nextShownChars, visibleBiography } from './biography';

const INITIAL = PERSON.BIOGRAPHY_INITIAL_CHARS;

describe('biography stepping', () => {
  it('shows 350 characters, then 300 more per Read more, then Read less back to 350', () => {
    const length = 1000;
    const steps: Array<[number, ReturnType<typeof biographyAction>]> = [];
    let shown: number = INITIAL;
    for (let press = 0; press < 4; press++) {
      steps.push([shown, biographyAction(shown, length)]);
      shown = nextShownChars(shown, length);
    }
    expect(steps).toEqual([
      [350, 'more'],
      [650, 'more'],
      [950, 'more'],
      [1000, 'less'],
    ]);
    expect(shown).toBe(INITIAL);
  });

  it('offers Read less exactly when the last step reaches the end', () => {
    expect(nextShownChars(350, 650)).toBe(650);
    expect(biographyAction(650, 650)).toBe('less');
  });

  it('offers nothing for a biography of 350 characters or fewer', () => {
    expect(biographyAction(INITIAL, INITIAL)).toBeNull();
    expect(biographyAction(INITIAL, 20)).toBeNull();
    expect(nextShownChars(INITIAL, 20)).toBe(INITIAL);
  });

  it('cuts the visible text with an ellipsis only when there is more', () => {
    const text = 'a'.repeat(400);
    expect(visibleBiography(text, INITIAL)).toBe(`${'a'.repeat(INITIAL)}…`);
    expect(visibleBiography(text, 400)).toBe(text);
    expect(visibleBiography('short', INITIAL)).toBe('short');
  });
});
