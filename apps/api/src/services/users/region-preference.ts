import type { WatchRegion } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { Deps } from '../../deps';

/** The country the profile chose for 'Where to watch' in /profile, or null (then the browser's locale decides). */
export async function getRegion(deps: Deps, profileId: string): Promise<WatchRegion | null> {
  const [row] = await deps.db
    .select({ region: profiles.region })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return (row?.region as WatchRegion | null | undefined) ?? null;
}

export async function setRegion(deps: Deps, profileId: string, region: WatchRegion | null) {
  await deps.db.update(profiles).set({ region }).where(eq(profiles.id, profileId));
  return {
    region,
    message: region
      ? `Where to watch now shows offers in ${region}`
      : 'Where to watch follows your browser again',
  };
}
