import { i18n } from '@/lib/i18n';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A duration in the largest whole unit, as the page's language says it ("15 minutes", "15 minutos", "15分"):
 * Intl knows each language's unit names and plural forms.
 */
export function durationText(ms: number): string {
  const [value, unit] =
    ms >= HOUR_MS && ms % HOUR_MS === 0
      ? [ms / HOUR_MS, 'hour']
      : ms >= MINUTE_MS && ms % MINUTE_MS === 0
        ? [ms / MINUTE_MS, 'minute']
        : [ms / SECOND_MS, 'second'];
  return new Intl.NumberFormat(i18n.locale || 'en', { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}
