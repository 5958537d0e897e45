import { formToasts } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/**
 * The e-mail verification's two calls, apart from the account's others (account-api.ts): the banner of every
 * signed-in page needs the first, and whatever its file imports loads with every page.
 */

/** Sends a new verification link; the banner's toast says how it went. */
export function useResendVerification() {
  return trpc.account.resendVerification.useMutation({
    onSuccess: (result) => formToasts('verify-email').success(result.message),
    onError: (error) => formToasts('verify-email').error(error),
  });
}

/** Opens the welcome e-mail's link; the session check asks again so the banner goes once it worked. */
export function useVerifyEmail() {
  const utils = trpc.useUtils();
  return trpc.account.verifyEmail.useMutation({
    onSuccess: () => void utils.auth.check.invalidate(),
  });
}
