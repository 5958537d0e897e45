import { toastErrorText } from '@/lib/toasts';
import { useSearchParamOnce } from '@/lib/use-search-param-once';

/** The API's Google callback lands on `/login?googleError=<why>` when it did not sign the person in. */
const GOOGLE_ERROR_PARAM = 'googleError';

const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';
const GOOGLE_ERROR_TEXTS: Record<string, string> = {
  denied: 'Google sign-in was cancelled.',
  unverified: 'Your Google account has no verified e-mail address, so it cannot sign in here.',
  'invalid-email':
    "Your Google account's e-mail address is not one Kinora can use, so it cannot sign in here.",
  failed: GOOGLE_FAILED,
};

/** Says, once, why a Google sign-in came back without a session; an unknown reason reads as the generic failure. */
export function useGoogleErrorParam(): void {
  useSearchParamOnce(GOOGLE_ERROR_PARAM, (why) => toastErrorText(GOOGLE_ERROR_TEXTS[why] ?? GOOGLE_FAILED));
}
