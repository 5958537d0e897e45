import { i18n, translate } from '@/lib/i18n';

/**
 * Dates as people read them, in the page's locale. Apart from format.ts, whose numbers every signed-in page needs
 * (the bell's count): the pages that show dates load these.
 */

/** The page's locale for Intl (English before one is active, as in a test that activates none). */
const locale = () => i18n.locale || 'en';

/** A date such as "2024-05-17" as people read it ("May 17, 2024"); the raw text when it is not a date. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return translate('common', 'unknownDate');
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString(locale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A moment such as "2026-11-25T10:04:00Z" in the viewer's own time zone ("Nov 25, 2026, 11:04 AM"). */
export function formatDateTime(moment: string): string {
  const parsed = new Date(moment);
  if (Number.isNaN(parsed.getTime())) return moment;
  return parsed.toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'short' });
}
