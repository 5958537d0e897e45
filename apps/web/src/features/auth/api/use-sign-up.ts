import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useSetSessionUser } from '@/lib/session';
import { toastError, toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

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
