import { isAppError } from '@kinora/domain';
import { profileNameSchema } from '@kinora/domain/schemas';
import type { Deps } from '../../deps';
import { parseInput } from '../../errors/error-map';
import { createProfile, sameName } from '../profiles/create-profile';
import { listProfiles } from '../profiles/list-profiles';
import type { AuthState } from '../users/public-user';
import type { ExportedProfileRef } from './import-row';

/** Where a batch's rows go: a profile of the importing account, or nowhere, with the reason for each row. */
export type ImportTarget = { profileId: string } | { refused: string };

/**
 * Finds, for each profile of a Kinora export (version 2), the importing account's profile its rows go to: the
 * exported main profile goes to the main profile, any other to the profile of the same name (case aside). Only the
 * main profile imports into other profiles (they may be guarded by a PIN); a profile the account lacks is made
 * when the main profile imports and the account has room for it. Rows without an exported profile (a CSV file, a
 * version 1 export) go to the importing profile. `created` names the profiles made.
 */
export function importTargets(deps: Deps, importer: AuthState) {
  const created: string[] = [];
  const known = new Map<string, Promise<ImportTarget>>();
  const targetOf = (exported: ExportedProfileRef | undefined): Promise<ImportTarget> => {
    if (!exported) return Promise.resolve({ profileId: importer.profileId });
    const key = exported.main ? '\u0000main' : exported.name.toLowerCase();
    let target = known.get(key);
    if (!target) {
      target = resolve(deps, importer, exported, created);
      known.set(key, target);
    }
    return target;
  };
  return { targetOf, created };
}

async function resolve(
  deps: Deps,
  importer: AuthState,
  exported: ExportedProfileRef,
  created: string[],
): Promise<ImportTarget> {
  const { content } = await listProfiles(deps, importer);
  const found = content.find((p) => (exported.main ? p.main : sameName(p.name, exported.name)));
  const named = exported.main ? 'the main profile' : `the profile '${exported.name}'`;
  if (found) {
    return found.id === importer.profileId || importer.profile.main
      ? { profileId: found.id }
      : { refused: `these rows are ${named}'s: only the main profile imports into another profile` };
  }
  if (!importer.profile.main || importer.profile.kids) {
    return {
      refused: `there is no profile called '${exported.name}' here, and only the main profile can add one`,
    };
  }
  try {
    const name = parseInput(profileNameSchema, exported.name);
    const profile = await createProfile(deps, importer, {
      name,
      avatar: exported.avatar,
      kids: exported.kids,
    });
    created.push(profile.name);
    return { profileId: profile.id };
  } catch (error) {
    // A name Kinora cannot take, or no room left for another profile: that profile's rows say why.
    if (isAppError(error) && error.code === 'BAD_INPUT') {
      return { refused: `${named} could not be added: ${error.message}` };
    }
    throw error;
  }
}
