import { isLocale } from '@kinora/domain';
import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSetLanguage } from '../api/language-api';
import { BROWSER_DEFAULT } from '../utils/language-choice';
import { LanguageForm } from './language-form';

/** /profile: the active profile's language, or the browser's (no setting). */
export function LanguageSetting() {
  const t = useT('language');
  const titleId = useId();
  const { user } = useSession();
  const change = useSetLanguage();
  const current = isLocale(user?.language) ? user.language : BROWSER_DEFAULT;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line pt-4">
      <div>
        <p id={titleId} className="font-medium">
          {t('label')}
        </p>
        <p className="text-sm text-muted">{t('settingHint')}</p>
      </div>
      <LanguageForm
        current={current}
        offerBrowserDefault
        labelledBy={titleId}
        // Success reloads the page: the form stays busy until it goes.
        isBusy={change.isPending || change.isSuccess}
        onApply={(choice) => change.mutate({ language: choice === BROWSER_DEFAULT ? null : choice })}
      />
    </div>
  );
}
