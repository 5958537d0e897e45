import { languageSettingInputSchema, languageSettingSchema } from '@kinora/domain/schemas';
import { getLanguage, setLanguage } from '../../services/profiles/language';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

/** The active profile's interface language (docs/product/languages.md); the REST twin is rest/language.ts. */
export const languageRouter = router({
  /** The setting (null: follow the browser) and the language the viewer gets with it. */
  get: protectedProcedure
    .output(answers(languageSettingSchema))
    .query(({ ctx }) => getLanguage(ctx.deps, ctx.auth.profileId, ctx.browserLocale)),
  /** Sets it; the page reloads to show it everywhere, `<html lang dir>` included. */
  set: protectedProcedure
    .input(languageSettingInputSchema)
    .output(answers(languageSettingSchema))
    .mutation(({ ctx, input }) => setLanguage(ctx.deps, ctx.auth, input.language, ctx.browserLocale)),
});
