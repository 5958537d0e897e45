import { DEFAULT_LOCALE, isLocale, type Locale } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { Deps } from '../../deps';
import { formatMessage, type MessageKey, type MessageValues } from '../../i18n/catalogues';

/**
 * The language of an e-mail (docs/product/languages.md): the setting of the profile it is for, else the language
 * of the request that caused it (a page in French asking for a reset code), else English.
 */
export function chooseMailLocale(setting: string | null | undefined, requested?: Locale): Locale {
  return isLocale(setting) ? setting : (requested ?? DEFAULT_LOCALE);
}

/**
 * chooseMailLocale with the profile's setting read from the database: a job has no session, and an account's own
 * e-mails (welcome, reset code) follow its main profile, whose id is the account's.
 */
export async function mailLocaleOf(deps: Deps, profileId: string, requested?: Locale): Promise<Locale> {
  const [row] = await deps.db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return chooseMailLocale(row?.language, requested);
}

/** The e-mail texts of one language (i18n/mail/<locale>.json). */
export function mailTexts(locale: Locale) {
  return (key: MessageKey<'mail'>, values?: MessageValues) => formatMessage(locale, 'mail', key, values);
}
