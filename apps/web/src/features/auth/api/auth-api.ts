import type { PublicUser } from '@kinora/domain';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { translate } from '@/lib/i18n';
import { SESSION_QUERY_KEY, useSetSessionUser } from '@/lib/session';
import { formToasts } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/**
 * What sign-in and sign-up do with the server's answer: on success a toast, the new session, and home with the
 * marker that tells it a new account (`new`: send the welcome e-mail) from a returning one (`old`); on failure no
 * session and the server's message.
 */
function useOpenSession(authUser: 'new' | 'old', successMessage: (message?: string) => string) {
  const toasts = formToasts(authUser === 'new' ? 'sign-up' : 'sign-in');
  const setUser = useSetSessionUser();
  const navigate = useNavigate();
  return {
    onSuccess({ user, message }: { user: PublicUser; message?: string }) {
      toasts.success(successMessage(message));
      setUser(user);
      // Synchronously, so no render can show this signed-out page with the new session: its guard would then
      // redirect to a bare `/` over this navigation.
      flushSync(() => navigate(`/?authUser=${authUser}`));
    },
    onError(error: unknown) {
      setUser(null);
      toasts.error(error);
    },
  };
}

export function useSignIn() {
  return trpc.auth.signIn.useMutation(
    useOpenSession('old', (message) => message || translate('auth', 'signInSuccess')),
  );
}

export function useSignUp() {
  return trpc.auth.signUp.useMutation(useOpenSession('new', () => translate('auth', 'signUpSuccess')));
}

const SESSION_QUERY_HASH = hashKey(SESSION_QUERY_KEY);
const logoutToasts = formToasts('logout');

export function useLogout() {
  const setUser = useSetSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return trpc.auth.logout.useMutation({
    onSuccess() {
      setUser(null);
      // The next person to sign in on this tab must not see this user's lists and histories from the cache.
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== SESSION_QUERY_HASH });
      logoutToasts.success(translate('common', 'logoutSuccess'));
      navigate('/');
    },
    onError(error) {
      logoutToasts.error(error, translate('auth', 'logoutFailed'));
    },
  });
}
