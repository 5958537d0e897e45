import { translate } from '@/lib/i18n';

/** The viewer's own date today, as an ISO date (the date input's format): local time, not UTC. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** What is wrong with a picked date, in words a person can act on; null when it can be sent. */
export function pickedDateProblem(value: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    return translate('mark-watched', 'dateMissing');
  }
  if (value > today) return translate('mark-watched', 'dateInFuture');
  return null;
}
