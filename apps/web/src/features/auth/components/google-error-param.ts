import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toastErrorText } from '@/lib/toasts';

/** The API's Google callback lands on `/login?googleError=<why>` when it did not sign the person in. */
const GOOGLE_ERROR_PARAM = 'googleError';

const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';
const GOOGLE_ERROR_TEXTS: Record<string, string> = {
  denied: 'Google sign-in was cancelled.',
  unverified: 'Your Google account has no verified e-mail address, so it cannot sign in here.',
  failed: GOOGLE_FAILED,
};

/**
 * Says why a Google sign-in came back without a session, once, then takes the marker off the URL (replacing
 * it, so a reload or Back does not say it again). An unknown reason reads as the generic failure.
 */
export function useGoogleErrorParam(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const why = searchParams.get(GOOGLE_ERROR_PARAM);
  // React's StrictMode runs effects twice; the reason must be shown once.
  const handledRef = useRef(false);

  useLayoutEffect(() => {
    if (why === null) {
      handledRef.current = false;
      return;
    }
    if (handledRef.current) return;
    handledRef.current = true;
    toastErrorText(GOOGLE_ERROR_TEXTS[why] ?? GOOGLE_FAILED);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(GOOGLE_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [why, setSearchParams]);
}
