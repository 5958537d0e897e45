import { hashKey, useQueryClient } from '@tanstack/react-query';
import { translate } from '@/lib/i18n';
import { SESSION_QUERY_KEY, useSetSessionUser } from '@/lib/session';
import { toastError, toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

const SESSION_QUERY_HASH = hashKey(SESSION_QUERY_KEY);
/** One toast for the profile forms: a new outcome replaces the last. */
const TOAST = { id: 'profiles' };

/**
 * profiles.switch. Once the server answers, every cached answer but the session belonged to the old profile: they
 * are dropped (requests still on their way are cancelled first, so none lands in the new profile's cache), the
 * session takes the new user and profile, and `onSwitched` moves on. Errors are the caller's to show (the PIN
 * dialog shows them in place).
 */
export function useSwitchProfile(onSwitched: () => void) {
  const queryClient = useQueryClient();
  const setUser = useSetSessionUser();
  return trpc.profiles.switch.useMutation({
    async onSuccess({ user }) {
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== SESSION_QUERY_HASH });
      setUser(user);
      onSwitched();
    },
  });
}

/** After a change the list is read again, and so is the session, whose profile may be the one changed. */
function useRefreshProfiles() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.profiles.list.invalidate(), utils.auth.check.invalidate()]);
}

export function useCreateProfile(onCreated: () => void) {
  const refresh = useRefreshProfiles();
  return trpc.profiles.create.useMutation({
    onSuccess(profile) {
      toastSuccess(translate('profiles', 'profileAdded', { name: profile.name }), TOAST);
      onCreated();
      return refresh();
    },
  });
}

export function useUpdateProfile(onUpdated: () => void) {
  const refresh = useRefreshProfiles();
  return trpc.profiles.update.useMutation({
    onSuccess(profile) {
      toastSuccess(translate('profiles', 'profileSaved', { name: profile.name }), TOAST);
      onUpdated();
      return refresh();
    },
  });
}

export function useDeleteProfile(onDeleted: () => void) {
  const refresh = useRefreshProfiles();
  return trpc.profiles.remove.useMutation({
    onSuccess({ message }) {
      toastSuccess(message, TOAST);
      onDeleted();
      return refresh();
    },
    onError(error) {
      toastError(error, undefined, TOAST);
    },
  });
}
