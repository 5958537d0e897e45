import type { WatchProvider, WatchProvidersAnswer } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { profileServices } from '../../db/schema';
import type { Deps } from '../../deps';

/** The provider ids the profile has (any region: TMDB's provider ids are the same in every country). */
export async function listMyProviderIds(deps: Deps, profileId: string): Promise<Set<number>> {
  const rows = await deps.db
    .select({ id: profileServices.providerId })
    .from(profileServices)
    .where(eq(profileServices.profileId, profileId));
  return new Set(rows.map((row) => row.id));
}

/**
 * 'Where to watch' with the viewer's services marked `mine: true` and listed first in each kind of offer (keeping
 * the catalogue's order otherwise). Other offers stay exactly as before, so older clients read the same answer.
 */
export function markMyOffers(answer: WatchProvidersAnswer, mine: ReadonlySet<number>): WatchProvidersAnswer {
  if (mine.size === 0) return answer;
  const mark = (list: WatchProvider[]) => {
    const marked = list.map((p) => (mine.has(p.provider_id) ? { ...p, mine: true as const } : p));
    return [...marked.filter((p) => p.mine), ...marked.filter((p) => !p.mine)];
  };
  return { ...answer, stream: mark(answer.stream), rent: mark(answer.rent), buy: mark(answer.buy) };
}
