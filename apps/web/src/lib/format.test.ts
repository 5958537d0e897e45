import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ageLabel, formatNumber, formatRating, truncate, yearOf } from './format';
import { formatDate, formatDateTime } from './format-date';

describe('format', () => {
  afterEach(() => i18n.activate('en'));

  it('shows ratings to one decimal', () => {
    expect(formatRating(7.25)).toBe('7.3');
    expect(formatRating(8)).toBe('8.0');
    expect(formatRating(0)).toBe('NR');
    expect(formatRating(undefined)).toBe('NR');
  });

  it('labels adult titles 18+ and others PG-13', () => {
    expect(ageLabel(true)).toBe('18+');
    expect(ageLabel(false)).toBe('PG-13');
    expect(ageLabel(undefined)).toBe('PG-13');
  });

  it('truncates at a word boundary near the limit', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('the quick brown fox jumps', 18)).toBe('the quick brown…');
    expect(truncate('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghij…');
  });

  it('reads years and dates', () => {
    expect(yearOf('2024-05-17')).toBe('2024');
    expect(yearOf('')).toBeNull();
    expect(formatDate('2024-05-17')).toBe('May 17, 2024');
    expect(formatDate(null)).toBe('Unknown');
  });

  it("writes dates in the page's language, also after another language has written one", () => {
    expect(formatDate('2024-05-17')).toBe('May 17, 2024');
    i18n.activate('fr');
    expect(formatDate('2024-05-17')).toBe('17 mai 2024');
    i18n.activate('de');
    expect(formatDate('2024-05-17')).toBe('17. Mai 2024');
  });

  it("writes ratings and counts in the page's language, also after another language has written them", () => {
    expect(formatRating(7.25)).toBe('7.3');
    expect(formatNumber(1234)).toBe('1,234');
    i18n.activate('de');
    expect(formatRating(7.25)).toBe('7,3');
    expect(formatNumber(1234)).toBe('1.234');
  });

  it('reads moments with their time, and leaves what is not one as it is', () => {
    // Midday UTC is the same calendar day in every time zone people live in.
    expect(formatDateTime('2026-11-25T12:00:00.000Z')).toMatch(/^Nov 25, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(formatDateTime('soon')).toBe('soon');
  });
});
