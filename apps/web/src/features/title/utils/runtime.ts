import { i18n } from '@/lib/i18n';

/**
 * A runtime in minutes as the page's language writes it ("112 min", "112 Min.", "112 分"). Intl knows each
 * language's unit and its abbreviation, so no catalogue holds a unit.
 */
export function formatRuntime(minutes: number, locale: string = i18n.locale || 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(
    minutes,
  );
}
