import { i18n, translate } from '@/lib/i18n';

/**
 * Dates as people read them, in the page's locale. Apart from format.ts, whose numbers every signed-in page needs
 * (the bell's count): the pages that show dates load these.
 */

/** The page's locale for Intl (English before one is active, as in a test that activates none). */
const locale = () => i18n.locale || 'en';

/**
 * One formatter per locale and style, kept: building an Intl formatter costs far more than using one (a title
 * page formats a date for every episode and credit), and `toLocaleDateString` builds a new one on every call.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: 'date' | 'moment'): Intl.DateTimeFormat {
  const key = `${style} ${locale()}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale(),
      style === 'date'
        ? { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }
        : { dateStyle: 'medium', timeStyle: 'short' },
    );
    formatters.set(key, made);
  }
  return made;
}

/** A date such as "2024-05-17" as people read it ("May 17, 2024"); the raw text when it is not a date. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return translate('common', 'unknownDate');
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return formatter('date').format(parsed);
}

/** A moment such as "2026-11-25T10:04:00Z" in the viewer's own time zone ("Nov 25, 2026, 11:04 AM"). */
export function formatDateTime(moment: string): string {
  const parsed = new Date(moment);
  if (Number.isNaN(parsed.getTime())) return moment;
  return formatter('moment').format(parsed);
}
