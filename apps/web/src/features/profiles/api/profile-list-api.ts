import { trpc } from '@/lib/trpc';

/**
 * The account's profiles (the main one first) and the one this session acts as. Apart from the profiles' changes
 * (profiles-api.ts): every signed-in page asks for the list (pick-profile-first), and what this file imports loads
 * with every page.
 */
export function useProfiles(options: { enabled?: boolean } = {}) {
  return trpc.profiles.list.useQuery(undefined, options);
}
