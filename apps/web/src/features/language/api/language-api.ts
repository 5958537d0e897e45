import { translate } from '@/lib/i18n';
import { toastError } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';
import { rememberLanguage } from '../utils/language-choice';
import { reloadPage } from '../utils/reload-page';

/**
 * The active profile's language (language.set; null: follow the browser). Once saved the page reloads, so all of
 * it, `<html lang dir>` included, comes in the new language.
 */
export function useSetLanguage() {
  return trpc.language.set.useMutation({
    onSuccess: (_answer, { language }) => {
      // "Browser default" means the browser's languages: a choice this browser made while signed out must not
      // stand in for them (the server reads that cookie when the profile has no setting).
      if (language === null) rememberLanguage(null);
      reloadPage();
    },
    onError: (error) => toastError(error, translate('language', 'saveFailed'), { id: 'language' }),
  });
}
