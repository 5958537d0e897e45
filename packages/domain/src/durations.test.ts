import { describe, expect, it } from 'vitest';
import { ADMIN, PASSWORD_RESET } from './constants';
import { DAY_MS, durationInWords, HOUR_MS, MINUTE_MS, megabytesInWords, perWindowInWords } from './durations';
import { IMPORT_MAX_BYTES } from './import-rules';

describe('durations in words', () => {
  it('says whole hours, then whole minutes, then seconds', () => {
    expect(durationInWords(MINUTE_MS)).toBe('a minute');
    expect(durationInWords(15 * MINUTE_MS)).toBe('15 minutes');
    expect(durationInWords(90 * MINUTE_MS)).toBe('90 minutes');
    expect(durationInWords(HOUR_MS)).toBe('an hour');
    expect(durationInWords(DAY_MS)).toBe('24 hours');
    expect(durationInWords(1000)).toBe('a second');
    expect(durationInWords(30_000)).toBe('30 seconds');
  });

  it('names a rate window, a day included', () => {
    expect(perWindowInWords(MINUTE_MS)).toBe('a minute');
    expect(perWindowInWords(HOUR_MS)).toBe('an hour');
    expect(perWindowInWords(DAY_MS)).toBe('a day');
  });

  it('reads the product numbers as the texts state them', () => {
    expect(durationInWords(PASSWORD_RESET.CODE_TTL_MS)).toBe('15 minutes');
    expect(durationInWords(ADMIN.ELEVATION_MS)).toBe('30 minutes');
    expect(megabytesInWords(IMPORT_MAX_BYTES)).toBe('10 MB');
  });
});
