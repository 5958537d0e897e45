import type { PublicUser } from '@kinora/domain';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from './trpc';

/** What `auth.check` answers; react-query holds it, so the signed-in user has exactly one home. */
export interface SessionData {
  user: PublicUser | null;
}

/** The cache key of `auth.check`, so the bootstrap's answer can seed the cache before anything renders. */
export const SESSION_QUERY_KEY = getQueryKey(trpc.auth.check, undefined, 'query');

/**
 * The signed-in user, or null. The App always starts with the bootstrap's answer in the cache, and the session
 * changes only through this app's own sign-in, sign-up and logout, which set it there directly.
 */
export function useSession(): { user: PublicUser | null } {
  const session = trpc.auth.check.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return { user: session.data?.user ?? null };
}

/** Sets or clears the signed-in user after an auth mutation answered. */
export function useSetSessionUser(): (user: PublicUser | null) => void {
  const utils = trpc.useUtils();
  return (user) => utils.auth.check.setData(undefined, { user });
}
