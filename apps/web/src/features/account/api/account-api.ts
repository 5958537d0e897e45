import { type ChangePasswordInput, DELAYS_MS } from '@kinora/domain';
import { useMutation } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';
import { useNavigate } from 'react-router';
import { translate } from '@/lib/i18n';
import { useSetSessionUser } from '@/lib/session';
import { formToasts } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** The adult-content switch; the session's user follows the server's answer. */
export function useSetAdultContent() {
  const utils = trpc.useUtils();
  return trpc.account.setAdultContent.useMutation({
    onSuccess: (result) => {
      formToasts('adult-content').success(result.message);
      void utils.invalidate();
    },
    onError: (error) => formToasts('adult-content').error(error),
  });
}

/**
 * Changes the password. 'Updating...' stays up for at least DELAYS_MS.PASSWORD_CHANGE (the product's 1 s), so a
 * quick answer does not flash past; the request itself starts at once.
 */
export function useChangePassword() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      const pause = new Promise((resolve) => setTimeout(resolve, DELAYS_MS.PASSWORD_CHANGE));
      const [result] = await Promise.all([utils.client.account.changePassword.mutate(input), pause]);
      return result;
    },
    onSuccess: () => {
      // What the page says once the password changed (PRODUCT.md section 8).
      formToasts('change-password').success(translate('account', 'passwordUpdated'));
      navigate('/profile');
    },
    onError: (error) => formToasts('change-password').error(error),
  });
}

/** The contact form's message; the page marks the field a refusal is about, or says what failed, itself. */
export function useSendContactMessage() {
  return trpc.account.contact.useMutation();
}

/**
 * What the server said about a failed send: its message, and whether it refused the input (400) so the page can
 * point at a field; null when no answer came (the network, or a server that never replied).
 */
export function contactAnswerOf(error: unknown): { message: string; isBadInput: boolean } | null {
  if (!isTRPCClientError(error) || !error.data) return null;
  return { message: error.message, isBadInput: error.data.httpStatus === 400 };
}

/**
 * Deletes the account (with the current password, unless this browser signed in moments ago); the page then says
 * goodbye and reloads into the signed-out app.
 */
export function useDeleteAccount(onDeleted: () => void) {
  const setUser = useSetSessionUser();
  return trpc.account.delete.useMutation({
    onSuccess: () => {
      onDeleted();
      setTimeout(() => {
        setUser(null);
        window.location.assign('/');
      }, DELAYS_MS.ACCOUNT_DELETION_RELOAD);
    },
    onError: (error) => formToasts('delete-account').error(error),
  });
}

/** The country 'Where to watch' uses (null: the browser's). */
export function useRegion() {
  return trpc.account.region.useQuery();
}

export function useSetRegion() {
  const utils = trpc.useUtils();
  return trpc.account.setRegion.useMutation({
    onSuccess: (result) => {
      formToasts('region').success(result.message);
      void utils.account.region.invalidate();
      void utils.catalogue.watchProviders.invalidate();
      void utils.services.list.invalidate();
    },
    onError: (error) => formToasts('region').error(error),
  });
}

/** Asks for everything the account holds, fresh every time: it becomes a file, never a screen. */
export function useFetchAccountExport() {
  const utils = trpc.useUtils();
  return () => utils.account.export.fetch(undefined, { staleTime: 0 });
}

/** After an import any list may have grown, so every query the page holds asks again. */
export function useRefreshAfterImport() {
  const utils = trpc.useUtils();
  return () => void utils.invalidate();
}
