import { DELAYS_MS } from '@kinora/domain';
import { useNavigate } from 'react-router';
import { useSetSessionUser } from '@/lib/session';
import { toastError, toastSuccess } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';

/** The adult-content switch; the session's user follows the server's answer. */
export function useSetAdultContent() {
  const utils = trpc.useUtils();
  return trpc.account.setAdultContent.useMutation({
    onSuccess: (result) => {
      toastSuccess(result.message);
      void utils.invalidate();
    },
    onError: (error) => toastError(error),
  });
}

export function useChangePassword() {
  const navigate = useNavigate();
  return trpc.account.changePassword.useMutation({
    onSuccess: (result) => {
      toastSuccess(result.message);
      navigate('/profile');
    },
    onError: (error) => toastError(error),
  });
}

export function useSendContactMessage() {
  return trpc.account.contact.useMutation({
    onError: (error) => toastError(error, 'An error occurred. Please try again.'),
  });
}

/** Deletes the account; the page then says goodbye and reloads into the signed-out app. */
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
    onError: (error) => toastError(error),
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
      toastSuccess(result.message);
      void utils.account.region.invalidate();
      void utils.catalogue.watchProviders.invalidate();
    },
    onError: (error) => toastError(error),
  });
}
