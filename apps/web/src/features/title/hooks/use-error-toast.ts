import { useEffect } from 'react';
import { toastError } from '@/lib/toasts';

/**
 * Shows `error` (the server's message, else the generic one) once as an error toast. The toast id keeps one
 * toast per failing query however often the page renders.
 */
export function useErrorToast(error: unknown, toastId: string): void {
  useEffect(() => {
    if (error) toastError(error, undefined, { id: toastId });
  }, [error, toastId]);
}
