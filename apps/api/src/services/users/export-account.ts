import type { AccountExport } from '@kinora/domain';
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_VERSION } from '@kinora/domain/schemas';
import { asc, eq } from 'drizzle-orm';
import { profiles as profilesTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { exportProfile } from './export-profile';
import { type AuthState, toActiveProfile } from './public-user';

/**
 * The account's whole data as one versioned document (the shape is `accountExportSchema`). The main profile's
 * export holds every profile of the account; another profile's holds that profile only, as its PIN guards it
 * from the others (the main profile can change any PIN anyway).
 */
export async function exportAccount(deps: Deps, auth: AuthState): Promise<AccountExport> {
  const rows = await deps.db
    .select()
    .from(profilesTable)
    .where(auth.profile.main ? eq(profilesTable.userId, auth.userId) : eq(profilesTable.id, auth.profileId))
    // The picker's order: the main profile first.
    .orderBy(asc(profilesTable.position), asc(profilesTable.createdAt), asc(profilesTable.id));
  const profiles = await Promise.all(rows.map((row) => exportProfile(deps, toActiveProfile(row))));
  const { user } = auth;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: deps.now().toISOString(),
    account: {
      username: user.username,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      picture: user.picture,
      created: user.created,
    },
    profiles,
    game: { bestScore: user.flappy.score },
  };
}

/** The file name a download of the export gets: the day it was made. */
export function exportFileName(exported: AccountExport): string {
  return `kinora-export-${exported.exportedAt.slice(0, 10)}.json`;
}
