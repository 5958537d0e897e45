import { z } from 'zod';
import { MAX_SERVICES, MY_SERVICES_MESSAGES } from '../my-services-rules';
import { catalogueIdSchema } from './common';
import { customListIdInputSchema } from './custom-lists';
import { watchRegionSchema } from './providers';

/** One provider of the viewer's region, and whether the viewer has it. */
export const myServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_path: z.string().nullable(),
  selected: z.boolean(),
});
export type MyService = z.infer<typeof myServiceSchema>;

/** The region's providers (best known first) with the viewer's choice marked; empty when the region has no list. */
export const myServicesAnswerSchema = z.object({
  region: watchRegionSchema,
  content: z.array(myServiceSchema),
});
export type MyServicesAnswer = z.infer<typeof myServicesAnswerSchema>;

/** The browser's region, used only while the profile has chosen none in /profile. */
export const browserRegionShape = { region: watchRegionSchema.optional() };

export const myServicesInputSchema = z.strictObject(browserRegionShape);

/** The whole new choice (it replaces the old one); an empty list clears it. */
export const updateMyServicesInputSchema = z.strictObject({
  providerIds: z
    .array(catalogueIdSchema, { error: 'providerIds must be a list of provider ids' })
    .max(MAX_SERVICES, { error: MY_SERVICES_MESSAGES.TOO_MANY }),
  ...browserRegionShape,
});
export type UpdateMyServicesInput = z.infer<typeof updateMyServicesInputSchema>;

/**
 * The "on my services" query flag of REST lists and searches: `true`/`1` keeps only titles streaming on one of the
 * viewer's services, `false`/`0` (or no flag) keeps everything.
 */
export const onMyServicesFlagSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'onMyServices must be true or false' })
  .transform((flag) => flag === 'true' || flag === '1');

/** The same filter in tRPC inputs. */
export const onMyServicesShape = { onMyServices: z.boolean().optional(), ...browserRegionShape };
export const onMyServicesInputSchema = z.strictObject(onMyServicesShape);
export type OnMyServicesInput = z.infer<typeof onMyServicesInputSchema>;

/** The REST twin: `?onMyServices=true&region=XX`. */
export const onMyServicesQuerySchema = z.object({
  onMyServices: onMyServicesFlagSchema.optional(),
  ...browserRegionShape,
});

/** One of your lists, with the same filter (`lists.get`). */
export const customListOnMyServicesInputSchema = customListIdInputSchema.extend(onMyServicesShape);
