import { describe, expect, it } from 'vitest';
import { daysOf, localToday, placeTitle, rangeOf, readPlace, shiftPlace } from './calendar-days';

describe('calendar days', () => {
  it('shows a week from Monday to Sunday around any of its days', () => {
    const days = daysOf({ view: 'week', day: '2026-05-07' });
    expect([days[0], days[6], days.length]).toEqual(['2026-05-04', '2026-05-10', 7]);
    expect(placeTitle({ view: 'week', day: '2026-05-07' })).toBe('May 4 – 10, 2026');
    expect(placeTitle({ view: 'week', day: '2026-04-29' })).toBe('Apr 27 – May 3, 2026');
  });

  it('shows a month as whole weeks, never more than the server allows', () => {
    expect(rangeOf({ view: 'month', day: '2026-05-20' })).toEqual({ from: '2026-04-27', to: '2026-05-31' });
    expect(rangeOf({ view: 'month', day: '2026-02-01' })).toEqual({ from: '2026-01-26', to: '2026-03-01' });
    expect(daysOf({ view: 'month', day: '2026-08-01' })).toHaveLength(42);
    expect(placeTitle({ view: 'month', day: '2026-05-20' })).toBe('May 2026');
  });

  it('moves by a week or a month, across years', () => {
    expect(shiftPlace({ view: 'week', day: '2026-12-30' }, 1)).toEqual({ view: 'week', day: '2027-01-04' });
    expect(shiftPlace({ view: 'month', day: '2026-01-31' }, -1)).toEqual({
      view: 'month',
      day: '2025-12-01',
    });
  });

  it('reads the address, falling back to this week', () => {
    expect(readPlace('month', '2026-02-10', '2026-05-01')).toEqual({ view: 'month', day: '2026-02-10' });
    expect(readPlace('year', '2026-02-30', '2026-05-01')).toEqual({ view: 'week', day: '2026-05-01' });
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
