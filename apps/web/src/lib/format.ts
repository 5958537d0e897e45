import { AGE_LABEL, RATING_DECIMALS } from '@kinora/domain';
import { i18n, translate } from '@/lib/i18n';

/** The page's locale for Intl (English before one is active, as in a test that activates none). */
const locale = () => i18n.locale || 'en';

/** Intl formatters are costly to build and formatting is on every card: one per locale and shape, kept. */
const formatters = new Map<string, Map<Intl.NumberFormatOptions, Intl.NumberFormat>>();
/** `options` is one of the shapes below, the same object on every call: it is the cache's key. */
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const language = locale();
  let ofLocale = formatters.get(language);
  if (!ofLocale) {
    ofLocale = new Map();
    formatters.set(language, ofLocale);
  }
  let format = ofLocale.get(options);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    ofLocale.set(options, format);
  }
  return format;
}

const RATING: Intl.NumberFormatOptions = {
  minimumFractionDigits: RATING_DECIMALS,
  maximumFractionDigits: RATING_DECIMALS,
};
const COUNT: Intl.NumberFormatOptions = {};

/** Ratings everywhere: one decimal, in the page's own digits and separator ("7.3", "7,3"); unknown ratings "NR". */
export function formatRating(vote: number | null | undefined): string {
  return typeof vote === 'number' && Number.isFinite(vote) && vote > 0
    ? numberFormat(RATING).format(vote)
    : translate('common', 'notRated');
}

/** A count as the page's language writes it ("1,234", "1.234", "١٬٢٣٤"). */
export function formatNumber(value: number): string {
  return numberFormat(COUNT).format(value);
}

export function yearOf(date: string | null | undefined): string | null {
  return date && /^\d{4}/.test(date) ? date.slice(0, 4) : null;
}

export function ageLabel(adult: boolean | undefined): string {
  return adult ? AGE_LABEL.ADULT : AGE_LABEL.GENERAL;
}

/** Cuts at a word boundary when one is near, and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
