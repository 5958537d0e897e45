import { TOASTS } from '@kinora/domain';
import { isTRPCClientError } from '@trpc/client';
import toast, { type ToasterProps } from 'react-hot-toast';
import { translate } from '@/lib/i18n';

/**
 * The toast settings (docs/product/feedback-and-memory.md), in the one place the Toaster reads them. The
 * limit of 20 visible toasts (TOASTS.MAX_VISIBLE) is react-hot-toast's own built-in limit, which it offers no
 * option to change.
 */
export const TOASTER_PROPS = {
  position: TOASTS.POSITION,
  gutter: TOASTS.GUTTER_PX,
  containerStyle: { top: TOASTS.TOP_OFFSET },
  toastOptions: {
    removeDelay: TOASTS.REMOVE_DELAY_MS,
    style: {
      maxWidth: TOASTS.MAX_WIDTH_PX,
      background: 'var(--color-raised)',
      color: 'var(--color-text)',
      border: '1px solid var(--color-line)',
      boxShadow: '0 8px 24px rgb(0 0 0 / 0.45)',
    },
    blank: { duration: TOASTS.DURATION_MS.blank },
    error: { duration: TOASTS.DURATION_MS.error },
    success: { duration: TOASTS.DURATION_MS.success },
    loading: { duration: TOASTS.DURATION_MS.loading },
    custom: { duration: TOASTS.DURATION_MS.custom },
  },
} satisfies ToasterProps;

/**
 * The server's message when the server answered (in the page's language: the requests say which), else
 * `fallback`, else the generic error: a network error's text means nothing to people.
 */
export function messageOf(error: unknown, fallback?: string): string {
  return isTRPCClientError(error) && error.data
    ? error.message
    : (fallback ?? translate('common', 'genericError'));
}

/** `id` makes a repeated toast replace the last one instead of stacking (one per failing query, per list). */
type ToastOptions = { id?: string };

export function toastError(error: unknown, fallback?: string, options?: ToastOptions): void {
  toast.error(messageOf(error, fallback), options);
}

/** An error in our own words (no server answer to quote). */
export function toastErrorText(message: string, options?: ToastOptions): void {
  toast.error(message, options);
}

export function toastSuccess(message: string, options?: ToastOptions): void {
  toast.success(message, options);
}

/**
 * Every form (or flow of forms) that answers in toasts, each with its one toast. A form's new outcome replaces
 * its previous one, so "Account found" never sits beside "Account not found", nor a success beside the error of
 * the attempt before it.
 */
export type ToastForm =
  | 'sign-in'
  | 'sign-up'
  | 'logout'
  | 'password-reset'
  | 'change-password'
  | 'adult-content'
  | 'region'
  | 'my-services'
  | 'verify-email'
  | 'delete-account'
  | 'admin-gate'
  | 'admin-delete'
  | 'chat';

/** The toasts of one form: success, the server's error (or `fallback`), or an error in our own words. */
export function formToasts(form: ToastForm) {
  const options = { id: `form:${form}` };
  return {
    success: (message: string) => toastSuccess(message, options),
    error: (error: unknown, fallback?: string) => toastError(error, fallback, options),
    errorText: (message: string) => toastErrorText(message, options),
  };
}
