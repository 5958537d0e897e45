import { hash, randomBytes } from 'node:crypto';
import { LIMITS } from '@kinora/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { gameScores, profiles, sessions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { type AuthState, toActiveProfile, toPublicUser } from '../users/public-user';

const TOKEN_BYTES = 32;

/** One-shot: every signed-in request hashes its cookie, and a Hash object per call takes almost three times longer. */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

type NewSession = { token: string; expiresAt: Date };

function newSession(deps: Deps, userId: string) {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + LIMITS.SESSION_TTL_MS);
  const row = { id: hashSessionToken(token), userId, expiresAt, createdAt: deps.now() };
  return { session: { token, expiresAt } satisfies NewSession, row };
}

export async function createSession(deps: Deps, userId: string): Promise<NewSession> {
  const { session, row } = newSession(deps, userId);
  await deps.db.insert(sessions).values(row);
  return session;
}

/**
 * Opens a session for a password sign-in only while the account's password is still the one that was checked;
 * undefined when it is not. The check (argon2) is slow, and meanwhile a Google sign-in may reclaim the account
 * (removing its password and every session) or a reset or change may replace the password: a session made after
 * that would outlive the sign-out. The account row is share-locked, so a change not yet committed is waited for
 * and then seen, and one that comes later waits for this session to exist and signs it out too.
 */
export async function createSessionIfPasswordIs(
  deps: Deps,
  userId: string,
  checkedHash: string,
): Promise<NewSession | undefined> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for('share');
    if (user?.passwordHash !== checkedHash) return undefined;
    const { session, row } = newSession(deps, userId);
    await tx.insert(sessions).values(row);
    return session;
  });
}

/**
 * The signed-in user behind a session cookie, or null when it is unknown, revoked or expired. Answers are
 * reused for a moment (see SessionCache) so reads do not each cost a database round trip.
 */
export async function resolveSession(deps: Deps, token: string | undefined): Promise<AuthState | null> {
  const sessionId = sessionIdOf(token);
  if (sessionId === null) return null;
  const cached = deps.sessionCache.get(sessionId);
  return cached !== undefined ? cached : loadSession(deps, sessionId);
}

/**
 * The session id a cookie's token stands for, or null when the token cannot be one (none, or too long).
 * Hashed on every call: a memo from token to hash would keep raw tokens in memory, and the session cache is
 * keyed by the hash already.
 */
export function sessionIdOf(token: string | undefined): string | null {
  return !token || token.length > 100 ? null : hashSessionToken(token);
}

/** resolveSession's second half, when the session cache had no answer: the database's, kept for a moment. */
export async function loadSession(deps: Deps, sessionId: string): Promise<AuthState | null> {
  const auth = await lookupSession(deps, sessionId);
  deps.sessionCache.set(sessionId, auth);
  return auth;
}

async function lookupSession(deps: Deps, sessionId: string): Promise<AuthState | null> {
  const [row] = await deps.db
    .select({
      user: users,
      profile: profiles,
      adminUntil: sessions.adminUntil,
      bestScore: gameScores.bestScore,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // The chosen profile, or the main one (whose id is the account's) when none was chosen or it was deleted;
    // only ever a profile of this account.
    .innerJoin(
      profiles,
      and(
        eq(profiles.id, sql`coalesce(${sessions.profileId}, ${sessions.userId})`),
        eq(profiles.userId, users.id),
      ),
    )
    .leftJoin(gameScores, eq(gameScores.userId, users.id))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, deps.now())))
    .limit(1);
  if (!row) return null;
  const now = deps.now();
  const profile = toActiveProfile(row.profile);
  return {
    sessionId,
    userId: row.user.id,
    profileId: profile.id,
    profile,
    user: toPublicUser(row.user, profile, row.bestScore ?? 0, deps.config),
    isAdminElevated: row.adminUntil !== null && row.adminUntil > now,
  };
}

export async function revokeSession(deps: Deps, token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  const sessionId = hashSessionToken(token);
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
  deps.sessionCache.evictSession(sessionId);
}

export async function pruneExpiredSessions(deps: Deps): Promise<void> {
  await deps.db.delete(sessions).where(lt(sessions.expiresAt, deps.now()));
}
