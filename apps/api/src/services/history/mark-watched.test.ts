import { describe, expect, it } from 'vitest';
import { readWatchedAt } from './mark-watched';

/** Whether an entry stored at `stored` counts as the same mark as one of `when`. */
const covers = (when: ReturnType<typeof readWatchedAt>, stored: Date) =>
  when.seenSince !== 'ever' &&
  when.seenSince !== undefined &&
  stored >= when.seenSince &&
  (when.seenBefore === undefined || stored < when.seenBefore);

describe('readWatchedAt, a date', () => {
  it('stores a past date at its noon UTC, and an entry from after the previous noon counts as that date', () => {
    const when = readWatchedAt('2026-03-05', new Date('2026-11-26T15:00:00Z'));
    expect(when.at.toISOString()).toBe('2026-03-05T12:00:00.000Z');
    expect(covers(when, new Date('2026-03-04T12:30:00Z'))).toBe(true);
    expect(covers(when, new Date('2026-03-04T11:30:00Z'))).toBe(false);
    expect(covers(when, new Date('2026-03-05T12:30:00Z'))).toBe(false);
  });

  it("takes a viewer's today that is tomorrow in UTC before noon UTC as now, and a repeat of it as a retry", () => {
    // 11:30 UTC is 00:30 the next day at UTC+13: that date's noon, and the previous date's, are still ahead.
    const first = readWatchedAt('2026-11-27', new Date('2026-11-26T11:30:00Z'));
    expect(first.at.toISOString()).toBe('2026-11-26T11:30:00.000Z');
    const again = readWatchedAt('2026-11-27', new Date('2026-11-26T11:31:00Z'));
    expect(covers(again, first.at)).toBe(true);
  });

  it('refuses a date that is not yet today anywhere', () => {
    expect(() => readWatchedAt('2026-11-28', new Date('2026-11-26T11:30:00Z'))).toThrow(/in the future/);
  });
});
