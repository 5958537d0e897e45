import { DEFAULT_WATCH_REGION, type WatchRegion } from '@kinora/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileServices, profiles } from '../../db/schema';

/** What a profile saved: its region (null: the browser decides) and the provider ids it has, in id order. */
export type ProfileChoice = { savedRegion: WatchRegion | null; providerIds: number[] };

/**
 * The saved region and services of many profiles in one query. Every existing profile asked for is in the map,
 * those that picked nothing with an empty list; unknown ids are left out.
 */
export async function readProfileChoices(
  db: Database,
  profileIds: readonly string[],
): Promise<Map<string, ProfileChoice>> {
  const answer = new Map<string, ProfileChoice>();
  if (profileIds.length === 0) return answer;
  const rows = await db
    .select({ profileId: profiles.id, region: profiles.region, providerId: profileServices.providerId })
    .from(profiles)
    .leftJoin(profileServices, eq(profileServices.profileId, profiles.id))
    .where(inArray(profiles.id, [...new Set(profileIds)]))
    .orderBy(asc(profiles.id), asc(profileServices.providerId));
  for (const row of rows) {
    let entry = answer.get(row.profileId);
    if (!entry) {
      entry = { savedRegion: row.region as WatchRegion | null, providerIds: [] };
      answer.set(row.profileId, entry);
    }
    if (row.providerId !== null) entry.providerIds.push(row.providerId);
  }
  return answer;
}

/** One profile's choice, and the region its services are read in: saved, else the browser's, else the default. */
export async function readProfileChoice(
  db: Database,
  profileId: string,
  browserRegion: WatchRegion | undefined,
): Promise<{ region: WatchRegion; providerIds: number[] }> {
  const choice = (await readProfileChoices(db, [profileId])).get(profileId);
  return {
    region: choice?.savedRegion ?? browserRegion ?? DEFAULT_WATCH_REGION,
    providerIds: choice?.providerIds ?? [],
  };
}
