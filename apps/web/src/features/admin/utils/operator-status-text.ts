import type { TmdbState } from '@kinora/domain';

/** A share as a whole percentage ("92%"), or a dash before there is anything to divide. */
export function percent(rate: number | null): string {
  if (rate === null) return '–';
  const value = rate * 100;
  // A rate that is not quite 0 or 100 must not read as one.
  if (value > 0 && value < 1) return '<1%';
  if (value > 99 && value < 100) return '>99%';
  return `${Math.round(value)}%`;
}

/** A span of seconds as people say it: "12 s", "4 min", "3 h", "2 d". */
export function shortDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h`;
  return `${Math.floor(s / 86_400)} d`;
}

/** "12 s ago", or "just now" for under a second. */
export function ago(seconds: number): string {
  return seconds < 1 ? 'just now' : `${shortDuration(seconds)} ago`;
}

/** A count with thousands separated ("12,480"). */
export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** What each TMDB state is called on the page, and what it means for the operator. */
export const TMDB_STATE_TEXT: Record<
  TmdbState,
  { label: string; detail: string; tone: 'ok' | 'warn' | 'bad' | 'idle' }
> = {
  reachable: { label: 'Reachable', detail: 'TMDB answered the latest request.', tone: 'ok' },
  degraded: {
    label: 'Degraded',
    detail: 'TMDB answers, but the latest request or many recent ones failed.',
    tone: 'warn',
  },
  unreachable: { label: 'Unreachable', detail: 'The latest request to TMDB got no answer.', tone: 'bad' },
  unknown: {
    label: 'No requests yet',
    detail: 'No live instance has asked TMDB anything yet.',
    tone: 'idle',
  },
  'not-configured': {
    label: 'Not configured',
    detail: 'No TMDB key is set: the built-in demo catalogue answers.',
    tone: 'idle',
  },
};

/** The instance's short name: its host, and the random end of its id that tells two processes on a host apart. */
export function instanceName(id: string, host: string): string {
  const tail = id.split(':').at(-1) ?? id;
  return tail && tail !== host ? `${host} · ${tail}` : host;
}
