import type { DeleteAccountInput } from '@kinora/domain';
import type { CallerMeta, Deps } from '../../deps';
import { deleteAccount } from '../users/delete-account';
import { confirmOwner, holdOwnerSession } from './confirm-owner';

/**
 * A signed-in viewer deletes their own account: only its owner may (the current password, or a recent sign-in;
 * confirm-owner.ts), from a session still signed in when the deletion is written (a Google sign-in that reclaimed
 * the account meanwhile signed it out: 401, nothing deleted), then everything goes as `deleteAccount` says.
 */
export async function deleteOwnAccount(
  deps: Deps,
  auth: { userId: string; sessionId: string },
  input: DeleteAccountInput,
  meta: CallerMeta,
) {
  await confirmOwner(deps, auth, input?.currentPassword, meta);
  return deleteAccount(deps, auth.userId, (tx) => holdOwnerSession(tx, auth));
}
