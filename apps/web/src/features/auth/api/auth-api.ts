import { hashKey, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { SESSION_QUERY_KEY, useSetSessionUser } from '@/lib/session';
import { toastError, toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

const SIGN_IN_SUCCESS = 'Sign in successfully';

export function useSignIn() {
  const setUser = useSetSessionUser();
  const navigate = useNavigate();
  return trpc.auth.signIn.useMutation({
    onSuccess({ user, message }) {
      toastSuccess(message || SIGN_IN_SUCCESS);
      setUser(user);
      // Synchronously, so no render can show this signed-out page with the new session: its guard would then
      // redirect to a bare `/` over this navigation.
      flushSync(() => navigate('/?authUser=old'));
    },
    onError(error) {
      setUser(null);
      toastError(error);
    },
  });
}

const SIGN_UP_SUCCESS = 'account created successfully';

export function useSignUp() {
  const setUser = useSetSessionUser();
  const navigate = useNavigate();
  return trpc.auth.signUp.useMutation({
    onSuccess({ user }) {
      toastSuccess(SIGN_UP_SUCCESS);
      setUser(user);
      // Synchronously, so no render can show this signed-out page with the new session: its guard would then
      // redirect to a bare `/` over this navigation.
      flushSync(() => navigate('/?authUser=new'));
    },
    onError(error) {
      setUser(null);
      toastError(error);
    },
  });
}

const LOGOUT_SUCCESS = 'Logged out successfully';
const LOGOUT_FAILED = 'Logout failed';

const SESSION_QUERY_HASH = hashKey(SESSION_QUERY_KEY);

export function useLogout() {
  const setUser = useSetSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return trpc.auth.logout.useMutation({
    onSuccess() {
      setUser(null);
      // The next person to sign in on this tab must not see this user's lists and histories from the cache.
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== SESSION_QUERY_HASH });
      toastSuccess(LOGOUT_SUCCESS);
      navigate('/');
    },
    onError(error) {
      toastError(error, LOGOUT_FAILED);
    },
  });
}
