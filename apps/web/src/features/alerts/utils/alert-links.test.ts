import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel, safeAlertLink } from './alert-links';

describe('alert links', () => {
  it('keeps paths inside the app and refuses any other address', () => {
    expect(safeAlertLink('/tv/details?id=1&name=A')).toBe('/tv/details?id=1&name=A');
    for (const link of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', '']) {
      expect(safeAlertLink(link), link).toBeNull();
    }
  });

  it('names the bell with the unread count and caps the badge', () => {
    expect(bellLabel(0)).toBe('Alerts');
    expect(bellLabel(3)).toBe('Alerts, 3 unread');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});
