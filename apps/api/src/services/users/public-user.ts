import { isLocale, type ProfileAvatar, type ProfileSummary, type PublicUser } from '@kinora/domain';
import type { Config } from '../../config';
import type { profiles, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

/** The profile a session acts as, with the settings every list and page filters by. */
export type ActiveProfile = {
  id: string;
  name: string;
  avatar: ProfileAvatar;
  kids: boolean;
  hasPin: boolean;
  /** The account's main profile (its id is the account's). */
  main: boolean;
  /** What the viewer chose; a kids profile never sees adult titles whatever the choice (see `includeAdult`). */
  adultContent: boolean;
  /** Adult titles may be shown: the choice, and never on a kids profile. */
  includeAdult: boolean;
  region: string | null;
  language: string | null;
};

export type AuthState = {
  sessionId: string;
  /** The account: sign-in, password, e-mail, admin rights and the game's scores are the account's. */
  userId: string;
  /** The active profile: lists, histories, ratings and settings are the profile's. */
  profileId: string;
  profile: ActiveProfile;
  user: PublicUser;
  /** The admin password was verified in this session and has not lapsed. */
  isAdminElevated: boolean;
};

function isAdminEmail(config: Config, email: string): boolean {
  return config.admin.emails.includes(email.toLowerCase());
}

export function toActiveProfile(row: ProfileRow): ActiveProfile {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar as ProfileAvatar,
    kids: row.kids,
    hasPin: row.pinHash !== null,
    main: row.id === row.userId,
    adultContent: row.adultContent,
    includeAdult: row.adultContent && !row.kids,
    region: row.region,
    language: row.language,
  };
}

/** What anyone on the account may see of a profile: never the PIN, only whether there is one. */
export function toProfileSummary(profile: ActiveProfile): ProfileSummary {
  const { id, name, avatar, kids, hasPin, main } = profile;
  return { id, name, avatar, kids, hasPin, main };
}

/**
 * The only way a user row leaves the server: no hash, no provider ids. `adultContent` is the active profile's
 * (existing clients read it there).
 */
export function toPublicUser(
  row: UserRow,
  profile: ActiveProfile,
  bestScore: number,
  config: Config,
): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    image: row.image,
    picture: row.picture,
    created: row.createdAt.toISOString(),
    flappy: { score: bestScore },
    adultContent: profile.includeAdult,
    emailVerified: row.emailVerifiedAt !== null,
    // An admin address grants admin rights only once its owner proved the mailbox.
    isAdmin: row.emailVerifiedAt !== null && isAdminEmail(config, row.email),
    profile: toProfileSummary(profile),
    language: isLocale(profile.language) ? profile.language : null,
  };
}
