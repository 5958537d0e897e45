import type { Deps } from '../../deps';
import { revokeSession } from './sessions';

/** Revokes the session server-side, so a copied cookie stops working everywhere at once. */
export async function signOut(deps: Deps, token: string | undefined) {
  await revokeSession(deps, token);
  return { message: 'Logged out successfully' };
}
