import {
  DEFAULT_WATCH_REGION,
  type MediaType,
  type WatchProvider,
  type WatchProvidersAnswer,
  type WatchRegion,
} from '@kinora/domain';
import type { Deps } from '../../deps';
import { listMyProviderIds, markMyOffers } from '../my-services/mark-my-offers';
import type { ActiveProfile } from '../users/public-user';
import { getRegion } from '../users/region-preference';
import { requireTitleForAudience } from './kids-filter';

const byPriority = (list: readonly WatchProvider[] | undefined) =>
  [...(list ?? [])].sort((a, b) => (a.display_priority ?? 999) - (b.display_priority ?? 999));

/**
 * 'Where to watch' for a title: the streaming, rental and purchase offers in one country, the one the viewer chose
 * in /profile, else the browser's (`browserRegion`), else the United States. No offers there is an empty answer,
 * not an error. A title the profile may not open (kids-filter.ts) answers NOT_FOUND. Offers on the profile's own
 * services come first, marked `mine` (my-services/mark-my-offers.ts).
 */
export async function getWatchProviders(
  deps: Deps,
  profile: ActiveProfile,
  media: MediaType,
  id: number,
  browserRegion: WatchRegion | undefined,
): Promise<WatchProvidersAnswer> {
  const [saved, all, mine] = await Promise.all([
    getRegion(deps, profile.id),
    deps.catalogue.watchProviders(media, id),
    listMyProviderIds(deps, profile.id),
    requireTitleForAudience(deps, profile, media, id),
  ]);
  const region = saved ?? browserRegion ?? DEFAULT_WATCH_REGION;
  const offers = Object.hasOwn(all, region) ? all[region] : undefined;
  const answer = {
    region,
    link: offers?.link ?? null,
    stream: byPriority(offers?.flatrate),
    rent: byPriority(offers?.rent),
    buy: byPriority(offers?.buy),
  };
  return markMyOffers(answer, mine);
}
