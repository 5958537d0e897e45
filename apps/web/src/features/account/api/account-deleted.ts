import { useMutationState } from '@tanstack/react-query';
import { getMutationKey } from '@trpc/react-query';
import { trpc } from '@/lib/trpc';

/**
 * Whether this tab just deleted its account (its `account.delete` succeeded). The goodbye shows until the app
 * reloads signed out, and meanwhile nothing may ask more of the account, such as the e-mail verification banner.
 * A file of its own: the banner sits on every signed-in page and needs nothing else from the account's API.
 */
export function useIsAccountDeleted(): boolean {
  const deleted = useMutationState({
    filters: { mutationKey: getMutationKey(trpc.account.delete), status: 'success' },
  });
  return deleted.length > 0;
}
