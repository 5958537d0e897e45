import { useState } from 'react';
import { pageLanguage, rememberLanguage } from '../utils/language-choice';
import { reloadPage } from '../utils/reload-page';
import { LanguageForm } from './language-form';

/**
 * A signed-out visitor's language (the landing): kept in a cookie the server reads, then the page reloads in it.
 * No tRPC here: the landing ships in the entry chunk, before the app's client exists.
 */
export function LanguageSwitcher() {
  const [isApplying, setApplying] = useState(false);
  return (
    <LanguageForm
      current={pageLanguage()}
      isBusy={isApplying}
      onApply={(choice) => {
        if (!choice) return;
        setApplying(true);
        rememberLanguage(choice);
        reloadPage();
      }}
    />
  );
}
