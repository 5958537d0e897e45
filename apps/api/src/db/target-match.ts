import type { WatchTarget } from '@kinora/domain';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { watchHistory, watchlistItems } from './schema';

type TargetColumns = Pick<
  typeof watchlistItems | typeof watchHistory,
  'profileId' | 'mediaType' | 'tmdbId' | 'season' | 'episode'
>;

/**
 * The rows of one user that are exactly this movie, whole show, or episode. A whole show's rows have no season
 * and no episode, so "not given" must match NULL rather than anything.
 */
export function isUserTarget(table: TargetColumns, profileId: string, target: WatchTarget): SQL {
  return and(
    eq(table.profileId, profileId),
    eq(table.mediaType, target.type),
    eq(table.tmdbId, target.id),
    target.season === undefined ? isNull(table.season) : eq(table.season, target.season),
    target.episode === undefined ? isNull(table.episode) : eq(table.episode, target.episode),
  ) as SQL;
}
