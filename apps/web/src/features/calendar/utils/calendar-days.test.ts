import { describe, expect, it } from 'vitest';
import { daysOf, firstDayOfWeek, placeTitle, rangeOf, readPlace, shiftPlace } from './calendar-days';
import { localToday } from './day-labels';

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

  it("starts weeks on the locale's first day, with the browser's region for the page's language", () => {
    expect(firstDayOfWeek('en', ['en-GB', 'en'])).toBe(1);
    expect(firstDayOfWeek('en', ['en-US'])).toBe(7);
    // The browser's French says nothing about an English page's week: the language's own default rules.
    expect(firstDayOfWeek('en', ['fr-FR'])).toBe(7);
    expect(firstDayOfWeek('de', [])).toBe(1);
    expect(firstDayOfWeek('ar', ['ar-EG'])).toBe(6);
    expect(firstDayOfWeek('es', ['es-MX', 'es'])).toBe(7);
  });

  it('lays a week and a month out from that first day', () => {
    const sunday = daysOf({ view: 'week', day: '2026-05-07' }, 7);
    expect([sunday[0], sunday[6]]).toEqual(['2026-05-03', '2026-05-09']);
    const saturday = daysOf({ view: 'week', day: '2026-05-07' }, 6);
    expect([saturday[0], saturday[6]]).toEqual(['2026-05-02', '2026-05-08']);
    // A Saturday belongs to the week it starts.
    expect(daysOf({ view: 'week', day: '2026-05-09' }, 6)[0]).toBe('2026-05-09');
    expect(rangeOf({ view: 'month', day: '2026-05-20' }, 7)).toEqual({
      from: '2026-04-26',
      to: '2026-06-06',
    });
    expect(shiftPlace({ view: 'week', day: '2026-05-07' }, 1, 7)).toEqual({
      view: 'week',
      day: '2026-05-10',
    });
    expect(placeTitle({ view: 'week', day: '2026-05-07' }, 7)).toBe('May 3 – 9, 2026');
  });

  it('falls back to Monday where the browser cannot tell', () => {
    const original = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'getWeekInfo');
    const weekInfo = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'weekInfo');
    try {
      Reflect.deleteProperty(Intl.Locale.prototype, 'getWeekInfo');
      Reflect.deleteProperty(Intl.Locale.prototype, 'weekInfo');
      expect(firstDayOfWeek('en', ['en-US'])).toBe(1);
    } finally {
      if (original) Object.defineProperty(Intl.Locale.prototype, 'getWeekInfo', original);
      if (weekInfo) Object.defineProperty(Intl.Locale.prototype, 'weekInfo', weekInfo);
    }
  });
});
