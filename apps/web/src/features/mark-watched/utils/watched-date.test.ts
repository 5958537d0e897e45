import { describe, expect, it } from 'vitest';
import { localToday, pickedDateProblem } from './watched-date';

describe('the date a title was watched', () => {
  it("is today in the viewer's own time zone", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });

  it('must be a date, today or earlier', () => {
    expect(pickedDateProblem('2026-01-05', '2026-01-05')).toBeNull();
    expect(pickedDateProblem('1999-12-31', '2026-01-05')).toBeNull();
    expect(pickedDateProblem('2026-01-06', '2026-01-05')).toMatch(/in the future/);
    expect(pickedDateProblem('', '2026-01-05')).toMatch(/Choose the date/);
    expect(pickedDateProblem('2026-13-45', '2026-01-05')).toMatch(/Choose the date/);
  });
});
