import { z } from 'zod';
import { LOCALES } from '../locales';

/** What a refused language setting is told: the tags Kinora ships, listed from LOCALES. */
export const LANGUAGE_SETTING_ERROR = `language must be one of ${LOCALES.join(', ')}, or null to follow the browser`;

/** A shipped interface language (BCP 47 tag). */
export const localeSchema = z.enum(LOCALES, { error: LANGUAGE_SETTING_ERROR });

/** The active profile's language setting; null: follow the browser (a signed-out choice, else Accept-Language). */
export const languageSettingInputSchema = z.strictObject(
  { language: localeSchema.nullable() },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'Send a JSON object with language',
  },
);
export type LanguageSettingInput = z.infer<typeof languageSettingInputSchema>;

/** The setting, and the language the viewer gets with it: the setting, else the browser's, else English. */
export const languageSettingSchema = z.object({
  language: z.enum(LOCALES).nullable(),
  effective: z.enum(LOCALES),
});
export type LanguageSetting = z.infer<typeof languageSettingSchema>;
