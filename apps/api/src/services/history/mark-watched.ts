import {
  AppError,
  LIMITS,
  MARK_WATCHED,
  type MarkWatchedInput,
  type MarkWatchedResult,
  type WatchTarget,
} from '@kinora/domain';
import type { Deps } from '../../deps';
import { hideContinueWatching } from '../continue-watching/hide-continue-watching';
import { lookupSeasonRows, lookupTargetRow, type TargetRow } from '../shared/title-facts';
import { recordMarkedViews } from './record-watches';
import type { View } from './watch-views';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const IS_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** When a mark says it was watched, and when the same title counts as marked already. */
type When = Omit<View, 'facts'>;

/**
 * Reads `watchedAt`: left out, now (the same title within the dedupe window is a retry); null, "I don't
 * remember" (stored at the moment of marking with its date unknown; already there if the title is in the history
 * at all); a date, that day at noon UTC but never later than now (already there if watched that day, from the
 * previous day's noon on); a date and time, that moment (already there if watched at that moment). A date or
 * moment in the future is refused.
 */
export function readWatchedAt(watchedAt: string | null | undefined, now: Date): When {
  const nowMs = now.getTime();
  if (watchedAt === undefined) {
    return { at: now, seenSince: new Date(nowMs - LIMITS.WATCH_DEDUPE_WINDOW_MS) };
  }
  if (watchedAt === null) return { at: now, seenSince: 'ever', dateKnown: false };
  if (IS_DATE_ONLY.test(watchedAt)) {
    if (watchedAt > isoDay(nowMs + MARK_WATCHED.EARLIEST_ZONE_AHEAD_MS)) throw inFuture();
    const noon = Date.parse(`${watchedAt}T00:00:00Z`) + MARK_WATCHED.DATE_ONLY_HOUR_UTC * HOUR_MS;
    const at = Math.min(noon, nowMs);
    // Entries of that date lie after the previous date's noon and no later than this one's (or now, when its
    // noon is still ahead: a date already today in the viewer's time zone). Such an entry, stored at now, may lie
    // before the previous date's noon too (a viewer at UTC+13 marking their today before noon UTC): a mark of it
    // repeated within the dedupe window is then a retry, as a mark without a date is.
    const seenSince = Math.min(noon - DAY_MS, at - LIMITS.WATCH_DEDUPE_WINDOW_MS);
    return { at: new Date(at), seenSince: new Date(seenSince), seenBefore: new Date(at + 1) };
  }
  const moment = Date.parse(watchedAt);
  if (moment > nowMs + MARK_WATCHED.CLOCK_SKEW_MS) throw inFuture();
  return { at: new Date(Math.min(moment, nowMs)) };
}

function inFuture() {
  return new AppError('BAD_INPUT', 'watchedAt cannot be in the future: give today, an earlier date, or null');
}

/** Aired by the viewer's today at the latest (an episode with no air date is taken as aired). */
const airedBy = (now: Date) => {
  const latestToday = isoDay(now.getTime() + MARK_WATCHED.EARLIEST_ZONE_AHEAD_MS);
  return (e: { air_date: string | null }) => e.air_date === null || e.air_date <= latestToday;
};

async function rowsToMark(deps: Deps, profileId: string, input: MarkWatchedInput): Promise<TargetRow[]> {
  const { media_type: type, id, season, episode } = input;
  if (type === 'tv' && season !== undefined && episode === undefined) {
    const rows = await lookupSeasonRows(deps, profileId, id, season, airedBy(deps.now()));
    if (rows.length === 0) {
      throw new AppError('BAD_INPUT', `No episode of season ${season} has aired yet, so none can be marked`);
    }
    return rows;
  }
  const target: WatchTarget = episode === undefined ? { type, id } : { type, id, season, episode };
  return [await lookupTargetRow(deps, profileId, target)];
}

function messageOf(input: MarkWatchedInput, added: number, leftOut: number): string {
  const cap = `the history keeps the newest ${LIMITS.WATCH_HISTORY_MAX} entries`;
  if (added === 0 && leftOut === 0) return 'Already in your watch history';
  if (added === 0) return `Not added: it is older than everything kept (${cap})`;
  const what =
    input.season !== undefined && input.episode === undefined
      ? `${added} episode${added === 1 ? '' : 's'} of season ${input.season} marked watched`
      : 'Marked watched';
  return leftOut > 0 ? `${what}; ${leftOut} older one${leftOut === 1 ? '' : 's'} did not fit (${cap})` : what;
}

/**
 * Marks a movie, an episode, a whole season (its aired episodes, one entry each) or a whole show (one entry
 * meaning it is finished) watched without playing it. The entries go through the history's writer (lock,
 * "already there", cap). A movie or a finished show then leaves Continue watching until it is played again.
 * Unknown title, season or episode: NOT_FOUND.
 */
export async function markWatched(
  deps: Deps,
  profileId: string,
  input: MarkWatchedInput,
): Promise<MarkWatchedResult> {
  const when = readWatchedAt(input.watchedAt, deps.now());
  const rows = await rowsToMark(deps, profileId, input);
  const result = await recordMarkedViews(
    deps,
    profileId,
    rows.map((facts) => ({ facts, ...when })),
  );
  if (input.media_type === 'movie' || input.season === undefined) {
    await hideContinueWatching(deps, profileId, { type: input.media_type, id: input.id });
  }
  return { ...result, message: messageOf(input, result.added, result.leftOut) };
}
