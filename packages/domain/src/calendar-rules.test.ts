import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  CALENDAR,
  calendarRangeProblem,
  calendarSpanDays,
  parseCalendarDay,
} from './calendar-rules';

describe('calendar days and ranges', () => {
  it('reads only real YYYY-MM-DD days', () => {
    expect(parseCalendarDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-01', '2024-01-01T00:00:00Z', '', 'today']) {
      expect(parseCalendarDay(bad), bad).toBeNull();
    }
  });

  it('counts days with both ends included, across months and leap days', () => {
    expect(calendarSpanDays('2024-02-28', '2024-03-01')).toBe(3);
    expect(addCalendarDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addCalendarDays('2024-01-01', -1)).toBe('2023-12-31');
  });

  it(`allows up to ${CALENDAR.MAX_DAYS} days, from before to`, () => {
    const last = addCalendarDays('2024-01-01', CALENDAR.MAX_DAYS - 1);
    expect(calendarRangeProblem('2024-01-01', last)).toBeNull();
    expect(calendarRangeProblem('2024-01-01', '2024-01-01')).toBeNull();
    expect(calendarRangeProblem('2024-01-01', addCalendarDays(last, 1))).toMatch(/at most 92 days/);
    expect(calendarRangeProblem('2024-01-02', '2024-01-01')).toBe('to cannot come before from');
    expect(CALENDAR.FEED_DAYS_BEFORE + CALENDAR.FEED_DAYS_AFTER + 1).toBeLessThanOrEqual(CALENDAR.MAX_DAYS);
  });
});
