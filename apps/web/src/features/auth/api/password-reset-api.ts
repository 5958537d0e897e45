import { DELAYS_MS, SESSION_KEYS } from '@kinora/domain';
import { isTRPCClientError } from '@trpc/client';
import { useNavigate } from 'react-router';
import { translate } from '@/lib/i18n';
import { sessionStore } from '@/lib/storage';
import { formToasts } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** Both steps share one toast: the reset is one errand, and its latest outcome is the one that counts. */
const toasts = formToasts('password-reset');

/** Step one: the code goes to the mailbox; the page holds the address and moves on to /changepassword. */
export function useRequestReset() {
  const navigate = useNavigate();
  return trpc.auth.requestReset.useMutation({
    onSuccess(result, input) {
      sessionStore.setItem(SESSION_KEYS.RESET_EMAIL, input.email);
      toasts.success(result.message);
      setTimeout(() => navigate('/changepassword'), DELAYS_MS.FORGOT_PASSWORD_REDIRECT);
    },
    onError(error) {
      // 400 is the server's answer about this address (unknown, or not an address); anything else is ours.
      const status = isTRPCClientError(error) ? error.data?.httpStatus : undefined;
      if (status === 400 || status === 429)
        toasts.errorText(error.message || translate('auth', 'accountNotFound'));
      else toasts.errorText(translate('auth', 'resetFailed'));
    },
  });
}

/** Step two: the code and the new password; then, a second later, the sign-in page. */
export function useResetPassword() {
  const navigate = useNavigate();
  return trpc.auth.resetPassword.useMutation({
    onSuccess(result) {
      sessionStore.removeItem(SESSION_KEYS.RESET_EMAIL);
      toasts.success(result.message);
      setTimeout(() => navigate('/login'), DELAYS_MS.RESET_REDIRECT);
    },
    onError(error) {
      toasts.errorText(
        isTRPCClientError(error) && error.data ? error.message : translate('auth', 'resetFailed'),
      );
    },
  });
}
