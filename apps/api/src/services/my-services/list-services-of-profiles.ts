import { DEFAULT_WATCH_REGION } from '@kinora/domain';
import type { Database } from '../../db/client';
import { readProfileChoices } from './profile-choices';

/** One profile's streaming services: TMDB provider ids, meaningful in `region`. */
export type ProfileServices = { region: string; providerIds: number[] };

/**
 * The services of many profiles in one query, for work that runs without a browser (the alerts job). A profile whose
 * region is null follows its browser's locale in the app; with no browser here it counts as DEFAULT_WATCH_REGION
 * (US), the same last fallback 'Where to watch' uses (docs/product/my-services.md). Every existing profile asked for
 * is in the map, those that picked nothing with an empty list; unknown ids are left out.
 */
export async function listServicesOfProfiles(
  db: Database,
  profileIds: readonly string[],
): Promise<Map<string, ProfileServices>> {
  const answer = new Map<string, ProfileServices>();
  for (const [id, choice] of await readProfileChoices(db, profileIds)) {
    answer.set(id, { region: choice.savedRegion ?? DEFAULT_WATCH_REGION, providerIds: choice.providerIds });
  }
  return answer;
}
