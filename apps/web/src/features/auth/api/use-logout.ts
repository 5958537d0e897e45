import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SESSION_QUERY_KEY, useSetSessionUser } from '@/lib/session';
import { toastError, toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

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
