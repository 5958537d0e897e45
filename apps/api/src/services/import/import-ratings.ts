import type { WatchTarget } from '@kinora/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { ratings } from '../../db/schema';
import type { Deps } from '../../deps';
import { type RatingRow, rateMany } from '../ratings/rate-many';
import { targetKey } from '../ratings/rating-rows';
import type { RowRating } from './import-row';

/** A rating read from the file and matched: `counted` when the row is the rating itself (not a diary entry's). */
type Pending = { row: RatingRow; hasReview: boolean; counted: boolean };

/** What writing the ratings did, in the report's words. */
export type RatingsOutcome = { imported: number; alreadyThere: number };

/**
 * The ratings a file gives, kept until the whole file is read and then written by the ratings' own writer. A file
 * may rate one title several times (a diary entry per viewing): only its newest rating is written, so the same
 * file again changes nothing. A rating Kinora holds that is newer than the file's stays; a file without reviews
 * (a diary, IMDb's ratings) keeps the review Kinora holds.
 */
export class PendingRatings {
  private readonly byProfile = new Map<string, Map<string, Pending>>();
  private superseded = 0;

  add(
    profileId: string,
    target: WatchTarget,
    facts: { title: string; image: string | null },
    rating: RowRating,
    at: Date | undefined,
    counted: boolean,
  ) {
    const pending = this.byProfile.get(profileId) ?? new Map<string, Pending>();
    this.byProfile.set(profileId, pending);
    const key = targetKey(target);
    const before = pending.get(key);
    const next: Pending = {
      row: { target, halfStars: rating.halfStars, ...reviewOf(rating), ratedAt: at, ...facts },
      hasReview: rating.review !== undefined,
      counted,
    };
    // The newest wins (an undated rating never replaces a dated one); on the same moment, the later row.
    const keepBefore = before?.row.ratedAt && (!at || before.row.ratedAt > at);
    if (before && (keepBefore ? counted : before.counted)) this.superseded += 1;
    if (!keepBefore) pending.set(key, next);
  }

  /** Writes the ratings, profile by profile. */
  async write(deps: Deps): Promise<RatingsOutcome> {
    const outcome: RatingsOutcome = { imported: 0, alreadyThere: this.superseded };
    for (const [profileId, pending] of this.byProfile) {
      const stored = await storedRatings(
        deps,
        profileId,
        [...pending.values()].map((p) => p.row.target.id),
      );
      const toWrite: { counted: RatingRow[]; extra: RatingRow[] } = { counted: [], extra: [] };
      for (const [key, p] of pending) {
        const held = stored.get(key);
        if (held && p.row.ratedAt && held.ratedAt > p.row.ratedAt) {
          if (p.counted) outcome.alreadyThere += 1;
          continue;
        }
        const row =
          !p.hasReview && held?.review ? { ...p.row, review: held.review, spoiler: held.spoiler } : p.row;
        toWrite[p.counted ? 'counted' : 'extra'].push(row);
      }
      for (const kind of ['counted', 'extra'] as const) {
        const written = await rateMany(deps, profileId, toWrite[kind]);
        outcome.imported += written.added + written.updated;
        if (kind === 'counted') outcome.alreadyThere += written.unchanged;
      }
    }
    return outcome;
  }
}

function reviewOf(rating: RowRating): Pick<RatingRow, 'review' | 'spoiler'> {
  return rating.review === undefined ? {} : { review: rating.review, spoiler: rating.spoiler ?? false };
}

/** The profile's ratings of these titles, by the ratings' own key, with what an import may keep of them. */
async function storedRatings(deps: Deps, profileId: string, ids: number[]) {
  const held = new Map<string, { ratedAt: Date; review: string | null; spoiler: boolean }>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += 1000) {
    const rows = await deps.db
      .select()
      .from(ratings)
      .where(
        and(eq(ratings.profileId, profileId), inArray(ratings.tmdbId, unique.slice(start, start + 1000))),
      );
    for (const r of rows) {
      const target = {
        type: r.mediaType,
        id: r.tmdbId,
        season: r.season ?? undefined,
        episode: r.episode ?? undefined,
      };
      held.set(targetKey(target), r);
    }
  }
  return held;
}
