import { DELAYS_MS, SESSION_KEYS } from '@kinora/domain';
import { isTRPCClientError } from '@trpc/client';
import { useNavigate } from 'react-router';
import { sessionStore } from '@/lib/storage';
import { toastErrorText, toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

const NOT_FOUND = 'Account not found. Please enter a valid email address.';
const FAILED = 'An error occurred. Please try again later.';

/** Step one: the code goes to the mailbox; the page holds the address and moves on to /changepassword. */
export function useRequestReset() {
  const navigate = useNavigate();
  return trpc.auth.requestReset.useMutation({
    onSuccess(result, input) {
      sessionStore.setItem(SESSION_KEYS.RESET_EMAIL, input.email);
      toastSuccess(result.message);
      setTimeout(() => navigate('/changepassword'), DELAYS_MS.FORGOT_PASSWORD_REDIRECT);
    },
    onError(error) {
      // 400 is the server's answer about this address (unknown, or not an address); anything else is ours.
      const status = isTRPCClientError(error) ? error.data?.httpStatus : undefined;
      if (status === 400 || status === 429) toastErrorText(error.message || NOT_FOUND);
      else toastErrorText(FAILED);
    },
  });
}

/** Step two: the code and the new password; then, a second later, the sign-in page. */
export function useResetPassword() {
  const navigate = useNavigate();
  return trpc.auth.resetPassword.useMutation({
    onSuccess(result) {
      sessionStore.removeItem(SESSION_KEYS.RESET_EMAIL);
      toastSuccess(result.message);
      setTimeout(() => navigate('/login'), DELAYS_MS.RESET_REDIRECT);
    },
    onError(error) {
      toastErrorText(isTRPCClientError(error) && error.data ? error.message : FAILED);
    },
  });
}
