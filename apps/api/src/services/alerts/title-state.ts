import type { MediaType } from '@kinora/domain';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertTitleState } from '../../db/schema';

/**
 * A title's stored providers in a country count only if a run looked at them this recently. An older row (nobody
 * followed the title there for a while, or the job was down) is a fresh start: its offers are taken as they are
 * now, without alerts, so a viewer never hears about offers that were there before anyone was watching.
 */
export const TITLE_STATE_FRESH_MS = 2 * 24 * 60 * 60 * 1000;

/** Rows written in one statement. */
const WRITE_CHUNK = 500;

export type TitleRegion = { mediaType: MediaType; tmdbId: number; region: string };

export const titleRegionKey = (t: TitleRegion) => `${t.mediaType}:${t.tmdbId}:${t.region}`;

/** The fresh stored provider ids of these title-country pairs, by titleRegionKey; pairs without one are absent. */
export async function readTitleStates(
  db: Database,
  pairs: readonly TitleRegion[],
  now: Date,
): Promise<Map<string, ReadonlySet<number>>> {
  const found = new Map<string, ReadonlySet<number>>();
  if (pairs.length === 0) return found;
  const wanted = new Set(pairs.map(titleRegionKey));
  const freshSince = new Date(now.getTime() - TITLE_STATE_FRESH_MS);
  // Titles and countries apart, then the exact pairs here: one small query instead of one per pair.
  const rows = await db
    .select()
    .from(alertTitleState)
    .where(
      and(
        inArray(alertTitleState.tmdbId, [...new Set(pairs.map((p) => p.tmdbId))]),
        inArray(alertTitleState.region, [...new Set(pairs.map((p) => p.region))]),
      ),
    );
  for (const row of rows) {
    const key = titleRegionKey(row);
    if (wanted.has(key) && row.checkedAt.getTime() >= freshSince.getTime()) {
      found.set(key, new Set(row.providerIds));
    }
  }
  return found;
}

/** Stores what a run saw now, replacing what was there. */
export async function writeTitleStates(
  db: Database,
  states: readonly (TitleRegion & { providerIds: readonly number[] })[],
  now: Date,
): Promise<void> {
  // One order for every writer, so two runs at once wait on each other instead of deadlocking.
  const ordered = [...states].sort((a, b) => titleRegionKey(a).localeCompare(titleRegionKey(b)));
  for (let start = 0; start < ordered.length; start += WRITE_CHUNK) {
    const chunk = ordered.slice(start, start + WRITE_CHUNK).map((s) => ({
      mediaType: s.mediaType,
      tmdbId: s.tmdbId,
      region: s.region,
      providerIds: [...new Set(s.providerIds)].sort((a, b) => a - b),
      checkedAt: now,
    }));
    await db
      .insert(alertTitleState)
      .values(chunk)
      .onConflictDoUpdate({
        target: [alertTitleState.mediaType, alertTitleState.tmdbId, alertTitleState.region],
        set: { providerIds: sql`excluded.provider_ids`, checkedAt: sql`excluded.checked_at` },
      });
  }
}

/** Drops the rows no run has looked at while they were fresh: nobody follows those titles there any more. */
export async function pruneTitleStates(db: Database, now: Date): Promise<void> {
  await db
    .delete(alertTitleState)
    .where(lt(alertTitleState.checkedAt, new Date(now.getTime() - TITLE_STATE_FRESH_MS)));
}
