import { RATINGS, type RatingsPage } from '@kinora/domain';
import { count, desc, eq } from 'drizzle-orm';
import { ratings } from '../../db/schema';
import type { Deps } from '../../deps';
import { toRating } from './rating-rows';

/** One page of the profile's ratings, newest first (ties: the later write first). Past the end: an empty page. */
export async function listRatings(deps: Deps, profileId: string, page = 1): Promise<RatingsPage> {
  const mine = eq(ratings.profileId, profileId);
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(ratings).where(mine);
  const rows = await deps.db
    .select()
    .from(ratings)
    .where(mine)
    .orderBy(desc(ratings.ratedAt), desc(ratings.id))
    .limit(RATINGS.PAGE_SIZE)
    .offset((page - 1) * RATINGS.PAGE_SIZE);
  return {
    ratings: rows.map(toRating),
    page,
    totalPages: Math.max(1, Math.ceil(total / RATINGS.PAGE_SIZE)),
    total,
  };
}
