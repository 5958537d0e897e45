import { AppError, RATINGS, type WatchTarget } from '@kinora/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ratings } from '../../db/schema';
import { lockUserRows } from '../../db/user-lists';
import type { Deps } from '../../deps';
import { normaliseReview, targetKey } from './rating-rows';

/** One rating to write: what is rated, the rating, and the catalogue's title and picture for the list. */
export type RatingRow = {
  target: WatchTarget;
  halfStars: number;
  review?: string | null;
  spoiler?: boolean;
  /** When it was rated; absent: now, or, for a rating already there with the same stars and review, unchanged. */
  ratedAt?: Date;
  title: string;
  image: string | null;
};

export type RateManyResult = { added: number; updated: number; unchanged: number };

type Stored = { halfStars: number; review: string | null; spoiler: boolean; ratedAt: Date };
type Written = typeof ratings.$inferInsert;

const isSame = (before: Stored, after: Omit<Stored, 'ratedAt'>, ratedAt: Date | undefined) =>
  before.halfStars === after.halfStars &&
  before.review === after.review &&
  before.spoiler === after.spoiler &&
  (ratedAt === undefined || before.ratedAt.getTime() === ratedAt.getTime());

/** What the table can hold: a caller that skipped the schemas (the import) gets a 400, never a failed insert. */
const isStorable = (row: RatingRow) =>
  Number.isInteger(row.halfStars) &&
  row.halfStars >= RATINGS.MIN_HALF_STARS &&
  row.halfStars <= RATINGS.MAX_HALF_STARS &&
  (row.review ?? '').length <= RATINGS.REVIEW_MAX_CHARS;

/**
 * The one writer of ratings (a single rating and the import alike). Rating again replaces the rating; the same
 * rating again (same stars, review, spoiler flag and, when given, moment) changes nothing, so a retried request or
 * a re-imported file counts as unchanged. Rows go in batches of RATINGS.WRITE_BATCH, each one transaction under the
 * profile's ratings lock; a target named twice in one call ends with its last row.
 */
export async function rateMany(
  deps: Deps,
  profileId: string,
  rows: readonly RatingRow[],
): Promise<RateManyResult> {
  const invalid = rows.find((row) => !isStorable(row));
  if (invalid) {
    throw new AppError(
      'BAD_INPUT',
      `A rating is a whole number of half stars from ${RATINGS.MIN_HALF_STARS} to ${RATINGS.MAX_HALF_STARS} with a review of at most ${RATINGS.REVIEW_MAX_CHARS} characters`,
    );
  }
  const result: RateManyResult = { added: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < rows.length; start += RATINGS.WRITE_BATCH) {
    const batch = await rateBatch(deps, profileId, rows.slice(start, start + RATINGS.WRITE_BATCH));
    result.added += batch.added;
    result.updated += batch.updated;
    result.unchanged += batch.unchanged;
  }
  return result;
}

async function rateBatch(deps: Deps, profileId: string, rows: readonly RatingRow[]): Promise<RateManyResult> {
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, 'ratings', profileId);
    const ids = [...new Set(rows.map((row) => row.target.id))];
    const existing = await tx
      .select()
      .from(ratings)
      .where(and(eq(ratings.profileId, profileId), inArray(ratings.tmdbId, ids)));
    const state = new Map<string, Stored>(
      existing.map((row) => [
        targetKey({
          type: row.mediaType,
          id: row.tmdbId,
          season: row.season ?? undefined,
          episode: row.episode ?? undefined,
        }),
        row,
      ]),
    );

    const result: RateManyResult = { added: 0, updated: 0, unchanged: 0 };
    const writes = new Map<string, Written>();
    const now = deps.now();
    for (const row of rows) {
      const key = targetKey(row.target);
      const next = { halfStars: row.halfStars, ...normaliseReview(row.review, row.spoiler) };
      const before = state.get(key);
      if (before && isSame(before, next, row.ratedAt)) {
        result.unchanged += 1;
        continue;
      }
      result[before ? 'updated' : 'added'] += 1;
      const ratedAt = row.ratedAt ?? now;
      state.set(key, { ...next, ratedAt });
      writes.set(key, {
        profileId,
        mediaType: row.target.type,
        tmdbId: row.target.id,
        season: row.target.season ?? null,
        episode: row.target.episode ?? null,
        ...next,
        title: row.title,
        image: row.image,
        ratedAt,
      });
    }
    if (writes.size > 0) {
      await tx
        .insert(ratings)
        .values([...writes.values()])
        .onConflictDoUpdate({
          target: [ratings.profileId, ratings.mediaType, ratings.tmdbId, ratings.season, ratings.episode],
          set: {
            halfStars: sql`excluded.half_stars`,
            review: sql`excluded.review`,
            spoiler: sql`excluded.spoiler`,
            title: sql`excluded.title`,
            image: sql`excluded.image`,
            ratedAt: sql`excluded.rated_at`,
          },
        });
    }
    return result;
  });
}
