import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  negotiateLocale,
} from '@kinora/domain';
import { type FormEvent, useId, useState } from 'react';
import { OutlineIcon } from '@/components/outline-icon';
import { useT } from '@/lib/i18n';
import { BROWSER_DEFAULT, type LanguageChoice } from '../utils/language-choice';

interface LanguageFormProps {
  /** The language in use now, shown chosen. */
  current: LanguageChoice;
  /** Offers "Browser default" first (a profile's setting can be left unset). */
  offerBrowserDefault?: boolean;
  /** The id of a heading that names the select; without one the form shows its own "Language" label. */
  labelledBy?: string;
  /** The change is on its way (then the page reloads): nothing more to press. */
  isBusy: boolean;
  onApply(choice: LanguageChoice): void;
}

/** The language the browser asks for, which "Browser default" stands for. */
const browserLanguage = (): Locale => negotiateLocale(navigator.languages?.join(',')) ?? DEFAULT_LOCALE;

/**
 * A native select of the shipped languages, each named in itself and marked with its `lang` (so screen readers
 * say it in its own voice and fonts fit its script), and an Apply button. Applying reloads the page, so it waits
 * for the button: a keyboard moving through a closed select changes its value at every arrow press.
 */
export function LanguageForm({
  current,
  offerBrowserDefault = false,
  labelledBy,
  isBusy,
  onApply,
}: LanguageFormProps) {
  const t = useT('language');
  const id = useId();
  const [choice, setChoice] = useState<LanguageChoice>(current);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice !== current) onApply(choice);
  };
  return (
    <form
      onSubmit={submit}
      // Centred under its own label (the landing's footer); at the start when a settings row names it.
      className={`flex flex-wrap items-center gap-2 ${labelledBy ? '' : 'justify-center'}`}
    >
      {!labelledBy && (
        <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium">
          <OutlineIcon className="size-4">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
          </OutlineIcon>
          {t('label')}
        </label>
      )}
      <select
        id={id}
        aria-labelledby={labelledBy}
        value={choice}
        disabled={isBusy}
        onChange={(event) => {
          const value = event.target.value;
          setChoice(isLocale(value) ? value : BROWSER_DEFAULT);
        }}
        className="field w-auto min-w-40 cursor-pointer bg-surface pe-8 text-sm font-medium"
      >
        {offerBrowserDefault && (
          <option value={BROWSER_DEFAULT}>
            {t('browserDefault', { language: LOCALE_NAMES[browserLanguage()] })}
          </option>
        )}
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-ghost" disabled={isBusy || choice === current} aria-busy={isBusy}>
        {isBusy ? t('applying') : t('applyButton')}
      </button>
    </form>
  );
}
