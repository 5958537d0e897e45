import { type MessageKey, translate } from '@/lib/i18n';
import { toastErrorText } from '@/lib/toasts';
import { useSearchParamOnce } from '@/lib/use-search-param-once';

/** The API's Google callback lands on `/login?googleError=<why>` when it did not sign the person in. */
const GOOGLE_ERROR_PARAM = 'googleError';

/** What each reason the API gives means, as a catalogue key. */
const GOOGLE_ERROR_TEXTS: Record<string, MessageKey<'auth'>> = {
  denied: 'googleDenied',
  unverified: 'googleUnverified',
  'invalid-email': 'googleInvalidEmail',
  failed: 'googleFailed',
};

/** Says, once, why a Google sign-in came back without a session; an unknown reason reads as the generic failure. */
export function useGoogleErrorParam(): void {
  useSearchParamOnce(GOOGLE_ERROR_PARAM, (why) =>
    toastErrorText(
      translate('auth', Object.hasOwn(GOOGLE_ERROR_TEXTS, why) ? GOOGLE_ERROR_TEXTS[why]! : 'googleFailed'),
    ),
  );
}
