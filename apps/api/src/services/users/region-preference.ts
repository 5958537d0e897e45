import type { WatchRegion } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';

/** The country the viewer chose for 'Where to watch' in /profile, or null (then the browser's locale decides). */
export async function getRegion(deps: Deps, userId: string): Promise<WatchRegion | null> {
  const [row] = await deps.db.select({ region: users.region }).from(users).where(eq(users.id, userId));
  return (row?.region as WatchRegion | null | undefined) ?? null;
}

export async function setRegion(deps: Deps, userId: string, region: WatchRegion | null) {
  await deps.db.update(users).set({ region }).where(eq(users.id, userId));
  return {
    region,
    message: region
      ? `Where to watch now shows offers in ${region}`
      : 'Where to watch follows your browser again',
  };
}
