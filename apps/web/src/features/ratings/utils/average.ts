import { RATINGS } from '@kinora/domain';
import { i18n } from '@/lib/i18n';

/** Kinora's average in stars, to RATINGS.AVERAGE_DECIMALS, in the page's digits and separator ("4.2", "4,2"). */
export function formatAverage(average: number, locale: string = i18n.locale || 'en'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: RATINGS.AVERAGE_DECIMALS,
    maximumFractionDigits: RATINGS.AVERAGE_DECIMALS,
  }).format(average);
}
