import { z } from 'zod';
import { WATCH_REGIONS } from '../watch-regions';
import { catalogueIdSchema, mediaTypeSchema } from './common';

export const watchRegionSchema = z.enum(WATCH_REGIONS, {
  error: 'region must be a two-letter country code Kinora lists, such as US, GB or DE',
});

/** One streaming, rental or purchase offer's provider, as TMDB's watch providers list it. */
export const watchProviderSchema = z.looseObject({
  provider_id: z.number().int(),
  provider_name: z.string(),
  logo_path: z.string().nullable(),
  display_priority: z.number().optional(),
  /** In 'Where to watch': true on an offer of one of the viewer's services (docs/product/my-services.md). */
  mine: z.literal(true).optional(),
});
export type WatchProvider = z.infer<typeof watchProviderSchema>;

/** A country's offers for a title, as TMDB answers them (`results.{country}`); `link` is TMDB's watch page. */
export const regionOffersSchema = z.looseObject({
  link: z.string().optional(),
  flatrate: z.array(watchProviderSchema).optional(),
  rent: z.array(watchProviderSchema).optional(),
  buy: z.array(watchProviderSchema).optional(),
});
export type RegionOffers = z.infer<typeof regionOffersSchema>;

/** 'Where to watch' for one title in the viewer's region: streaming, rental and purchase offers. */
export const watchProvidersAnswerSchema = z.object({
  region: watchRegionSchema,
  link: z.string().nullable(),
  stream: z.array(watchProviderSchema),
  rent: z.array(watchProviderSchema),
  buy: z.array(watchProviderSchema),
});
export type WatchProvidersAnswer = z.infer<typeof watchProvidersAnswerSchema>;

export const watchProvidersInputSchema = z.strictObject({
  media: mediaTypeSchema,
  id: catalogueIdSchema,
  /** The browser's region, used when the viewer chose none in /profile. */
  region: watchRegionSchema.optional(),
});

export const regionPreferenceInputSchema = z.strictObject({ region: watchRegionSchema.nullable() });
