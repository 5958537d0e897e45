import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useSetSessionUser } from '@/lib/session';
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
