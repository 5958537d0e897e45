import { describe, expect, it } from 'vitest';
import { durationText } from './duration-text';

describe('durationText', () => {
  it('says a duration in its largest whole unit', () => {
    expect(durationText(15 * 60 * 1000)).toBe('15 minutes');
    expect(durationText(60 * 60 * 1000)).toBe('1 hour');
    expect(durationText(90 * 1000)).toBe('90 seconds');
  });
});
