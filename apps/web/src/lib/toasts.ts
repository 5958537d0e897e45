import { MESSAGES, TOASTS } from '@kinora/domain';
import { isTRPCClientError } from '@trpc/client';
import { useSyncExternalStore } from 'react';
import toast, { type ToasterProps } from 'react-hot-toast';

/**
 * The toast settings (docs/product/feedback-and-memory.md), in the one place the Toaster reads them. The
 * limit of 20 visible toasts (TOASTS.MAX_VISIBLE) is react-hot-toast's own built-in limit, which it offers no
 * option to change.
 */
export function toasterProps(wide: boolean) {
  return {
    position: wide ? TOASTS.POSITION.WIDE : TOASTS.POSITION.PHONE,
    gutter: TOASTS.GUTTER_PX,
    containerStyle: { bottom: wide ? TOASTS.WIDE_BOTTOM_OFFSET : TOASTS.PHONE_BOTTOM_OFFSET },
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
}

const WIDE_QUERY = `(min-width: ${TOASTS.WIDE_MIN_WIDTH_PX}px)`;

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

/** The Toaster's props for the current screen width, following the window as it is resized or turned. */
export function useToasterProps() {
  return toasterProps(useSyncExternalStore(subscribeToWidth, isWide));
}

/** The server's message when the server answered, else `fallback`: a network error's text means nothing to people. */
export function messageOf(error: unknown, fallback: string = MESSAGES.GENERIC_ERROR): string {
  return isTRPCClientError(error) && error.data ? error.message : fallback;
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
