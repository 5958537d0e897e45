import {
  AppError,
  MAX_SERVICES,
  MY_SERVICES_MESSAGES,
  type MyServicesAnswer,
  type WatchRegion,
} from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { profileServices, profiles } from '../../db/schema';
import type { Deps } from '../../deps';
import { listMyServices } from './list-my-services';
import { readProfileChoice } from './profile-choices';
import { listRegionProviders } from './region-providers';

/**
 * Replaces the profile's services with `providerIds` (an empty list clears them). Only providers of the profile's
 * region count: an id it does not offer refuses the whole choice, so nothing is half saved. Answers as
 * listMyServices does.
 */
export async function updateMyServices(
  deps: Deps,
  profileId: string,
  providerIds: readonly number[],
  browserRegion: WatchRegion | undefined,
): Promise<MyServicesAnswer> {
  const wanted = [...new Set(providerIds)];
  if (wanted.length > MAX_SERVICES) throw new AppError('BAD_INPUT', MY_SERVICES_MESSAGES.TOO_MANY);
  const { region } = await readProfileChoice(deps.db, profileId, browserRegion);
  const offered = new Set((await listRegionProviders(deps, region)).map((p) => p.provider_id));
  const unknown = wanted.filter((id) => !offered.has(id));
  if (unknown.length > 0) {
    throw new AppError('BAD_INPUT', `${MY_SERVICES_MESSAGES.NOT_OFFERED} (${region}): ${unknown.join(', ')}`);
  }
  await deps.db.transaction(async (tx) => {
    // The profile's row lock orders two saves of one profile, so the later one wins whole, never a mix.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
    await tx.delete(profileServices).where(eq(profileServices.profileId, profileId));
    if (wanted.length > 0) {
      await tx.insert(profileServices).values(wanted.map((providerId) => ({ profileId, providerId })));
    }
  });
  return listMyServices(deps, profileId, browserRegion);
}
