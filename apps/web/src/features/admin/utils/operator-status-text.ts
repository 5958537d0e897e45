import { COUNTED_CACHES, type TmdbState } from '@kinora/domain';
import { formatNumber } from '@/lib/format';
import { i18n, type MessageKey, translate } from '@/lib/i18n';

const locale = () => i18n.locale || 'en';

/** A share as a whole percentage in the page's language ("92%", "92 %"), or a dash before there is anything to divide. */
export function percent(rate: number | null): string {
  if (rate === null) return '–';
  const whole = (share: number) =>
    new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const value = rate * 100;
  // A rate that is not quite 0 or 100 must not read as one.
  if (value > 0 && value < 1) return translate('admin', 'lessThan', { value: whole(0.01) });
  if (value > 99 && value < 100) return translate('admin', 'moreThan', { value: whole(0.99) });
  return whole(rate);
}

/** A span of seconds as people say it, short: "12 s", "4 min", "3 h", "2 d" (in the page's language). */
export function shortDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const say = (key: MessageKey<'admin'>, n: number) => translate('admin', key, { count: formatNumber(n) });
  if (s < 60) return say('secondsShort', s);
  if (s < 3600) return say('minutesShort', Math.floor(s / 60));
  if (s < 86_400) return say('hoursShort', Math.floor(s / 3600));
  return say('daysShort', Math.floor(s / 86_400));
}

/** A span in words, in its largest whole unit: "15 seconds", "2 minutes", "an hour" as the language says it. */
export function longDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const [value, unit] =
    seconds >= 3600 && seconds % 3600 === 0
      ? [seconds / 3600, 'hour']
      : seconds >= 60 && seconds % 60 === 0
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  return new Intl.NumberFormat(locale(), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** "12 s ago", or "just now" for under a second. */
export function ago(seconds: number): string {
  return seconds < 1
    ? translate('admin', 'justNow')
    : translate('admin', 'ago', { duration: shortDuration(seconds) });
}

/** A count as the page's language writes it ("12,480", "12.480"). */
export function count(value: number): string {
  return formatNumber(Math.round(value));
}

/** What each TMDB state is called on the page, what it means for the operator, and its colour. */
export const TMDB_STATE_TEXT: Record<
  TmdbState,
  { label: MessageKey<'admin'>; detail: MessageKey<'admin'>; tone: 'ok' | 'warn' | 'bad' | 'idle' }
> = {
  reachable: { label: 'tmdbReachable', detail: 'tmdbReachableDetail', tone: 'ok' },
  degraded: { label: 'tmdbDegraded', detail: 'tmdbDegradedDetail', tone: 'warn' },
  unreachable: { label: 'tmdbUnreachable', detail: 'tmdbUnreachableDetail', tone: 'bad' },
  unknown: { label: 'tmdbUnknown', detail: 'tmdbUnknownDetail', tone: 'idle' },
  'not-configured': { label: 'tmdbNotConfigured', detail: 'tmdbNotConfiguredDetail', tone: 'idle' },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isCounted = (cache: string) => (COUNTED_CACHES as readonly string[]).includes(cache);

/** A cache's name: the counted ones have a name in each language, any other shows as the metrics call it. */
export function cacheName(cache: string): string {
  return translate('admin', 'cacheName', {
    cache: isCounted(cache) ? cache : 'other',
    name: capitalised(cache),
  });
}

/** "Catalogue cache hits": the label of one cache's hit rate on an instance's card. */
export function cacheHitsLabel(cache: string): string {
  return translate('admin', 'cacheHits', {
    cache: isCounted(cache) ? cache : 'other',
    name: capitalised(cache),
  });
}

/** The instance's short name: its host, and the random end of its id that tells two processes on a host apart. */
export function instanceName(id: string, host: string): string {
  const tail = id.split(':').at(-1) ?? id;
  return tail && tail !== host ? `${host} · ${tail}` : host;
}
