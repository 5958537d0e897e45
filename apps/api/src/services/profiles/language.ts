import { isLocale, type LanguageSetting, type Locale } from '@kinora/domain';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthState } from '../users/public-user';

/** A stored value Kinora no longer ships (a language removed, a hand-edited row) reads as "follow the browser". */
const settingOf = (stored: string | null | undefined): Locale | null => (isLocale(stored) ? stored : null);

/**
 * The active profile's interface language (docs/product/languages.md), or null to follow the browser, and the
 * language the viewer gets with it: the setting, else `browser` (the door's reading of the cookie and
 * Accept-Language, request-locale.ts).
 */
export async function getLanguage(deps: Deps, profileId: string, browser: Locale): Promise<LanguageSetting> {
  const [row] = await deps.db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  const language = settingOf(row?.language);
  return { language, effective: language ?? browser };
}

/**
 * Sets the active profile's language; another profile of the account keeps its own. The session cache is
 * dropped so the next request (the page the switcher reloads, its `<html lang>`) is already in the new language.
 */
export async function setLanguage(
  deps: Deps,
  auth: Pick<AuthState, 'userId' | 'profileId'>,
  language: Locale | null,
  browser: Locale,
): Promise<LanguageSetting> {
  await deps.db.update(profiles).set({ language }).where(eq(profiles.id, auth.profileId));
  deps.sessionCache.evictUser(auth.userId);
  return { language, effective: language ?? browser };
}
