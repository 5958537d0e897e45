import { AppError, type MediaType, type RegionOffers, type WatchRegion } from '@kinora/domain';
import type { Deps } from '../../deps';
import { readProfileChoice } from './profile-choices';

/** Titles whose offers are read at once while filtering a list; the catalogue cache absorbs repeats. */
const OFFER_READS_AT_ONCE = 8;

/** The offers that need nothing but a subscription the viewer has: TMDB's flat-rate, free and with-ads lists. */
const SERVICE_OFFERS = ['flatrate', 'free', 'ads'] as const;

type TitleRef = { media: MediaType; id: number };

/**
 * "On my services": keeps the items (in their order) that stream in the profile's region on one of the services
 * it has. A profile with no services keeps nothing. A title the catalogue no longer knows is not on any service;
 * other catalogue failures fail the call, so a list is never silently shortened by an outage.
 */
export async function keepOnMyServices<T>(
  deps: Deps,
  profileId: string,
  browserRegion: WatchRegion | undefined,
  items: readonly T[],
  titleOf: (item: T) => TitleRef,
): Promise<T[]> {
  const { region, providerIds } = await readProfileChoice(deps.db, profileId, browserRegion);
  if (providerIds.length === 0 || items.length === 0) return [];
  const mine = new Set(providerIds);
  const keep: boolean[] = new Array(items.length).fill(false);
  for (let start = 0; start < items.length; start += OFFER_READS_AT_ONCE) {
    const batch = items.slice(start, start + OFFER_READS_AT_ONCE);
    const answers = await Promise.all(batch.map((item) => offersIn(deps, titleOf(item), region)));
    answers.forEach((offers, i) => {
      keep[start + i] = streamsOn(offers, mine);
    });
  }
  return items.filter((_, i) => keep[i]);
}

async function offersIn(deps: Deps, title: TitleRef, region: WatchRegion): Promise<RegionOffers | undefined> {
  try {
    const all = await deps.catalogue.watchProviders(title.media, title.id);
    return Object.hasOwn(all, region) ? all[region] : undefined;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

function streamsOn(offers: RegionOffers | undefined, mine: ReadonlySet<number>): boolean {
  if (!offers) return false;
  return SERVICE_OFFERS.some((kind) => {
    const list = offers[kind];
    return (
      Array.isArray(list) && list.some((p) => mine.has((p as { provider_id?: number }).provider_id ?? -1))
    );
  });
}
