import type { PublicUser } from '@kinora/domain';
import type { Config } from '../../config';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export type AuthState = {
  sessionId: string;
  userId: string;
  user: PublicUser;
  /** The admin password was verified in this session and has not lapsed. */
  isAdminElevated: boolean;
};

function isAdminEmail(config: Config, email: string): boolean {
  return config.admin.emails.includes(email.toLowerCase());
}

/** The only way a user row leaves the server: no hash, no provider ids. */
export function toPublicUser(row: UserRow, bestScore: number, config: Config): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    image: row.image,
    picture: row.picture,
    created: row.createdAt.toISOString(),
    flappy: { score: bestScore },
    adultContent: row.adultContent,
    emailVerified: row.emailVerifiedAt !== null,
    // An admin address grants admin rights only once its owner proved the mailbox.
    isAdmin: row.emailVerifiedAt !== null && isAdminEmail(config, row.email),
  };
}
