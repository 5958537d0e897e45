import type { MyServicesAnswer, WatchRegion } from '@kinora/domain';
import type { Deps } from '../../deps';
import { readProfileChoice } from './profile-choices';
import { listRegionProviders } from './region-providers';

/**
 * The providers of the profile's region (saved in /profile, else the browser's, else the default) with the ones
 * the profile has marked. A service chosen in another region and not offered in this one is not listed; it is
 * kept until the viewer saves a new choice.
 */
export async function listMyServices(
  deps: Deps,
  profileId: string,
  browserRegion: WatchRegion | undefined,
): Promise<MyServicesAnswer> {
  const { region, providerIds } = await readProfileChoice(deps.db, profileId, browserRegion);
  const chosen = new Set(providerIds);
  const providers = await listRegionProviders(deps, region);
  return {
    region,
    content: providers.map((p) => ({
      id: p.provider_id,
      name: p.provider_name,
      logo_path: p.logo_path,
      selected: chosen.has(p.provider_id),
    })),
  };
}
