import { z } from 'zod';
import { catalogueIdSchema, mediaTypeSchema } from './common';

/**
 * A player source the operator configures (docs/product/player.md): URL templates with {id}, {season} and
 * {episode} placeholders. The built-in trailer source has no templates: the web app plays the title's trailer.
 */
export const playerSourceSchema = z.object({
  name: z.string().min(1).max(60),
  description: z.string().max(200).default(''),
  flags: z.array(z.enum(['adfree', 'Brave recommended', 'Brave only'])).default([]),
  movieUrl: z
    .url({ protocol: /^https$/ })
    .nullable()
    .default(null),
  tvUrl: z
    .url({ protocol: /^https$/ })
    .nullable()
    .default(null),
});
export type PlayerSource = z.infer<typeof playerSourceSchema>;
export const playerSourceListSchema = z.array(playerSourceSchema).max(20);

const previewNumber = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(0, { error: `${what} must be 0 or more` })
    .max(10_000, { error: `${what} is too large` });

/**
 * The address of Kinora's own preview of a title (`/preview/{media}/{id}?season&episode`), the built-in source
 * when there is no playable trailer. Season and episode come together, and only for a show.
 */
export const previewRequestSchema = z
  .strictObject({
    media: mediaTypeSchema,
    id: catalogueIdSchema,
    season: previewNumber('season').optional(),
    episode: previewNumber('episode').optional(),
  })
  .refine((r) => (r.season === undefined) === (r.episode === undefined), {
    error: 'Give both season and episode, or neither',
  })
  .refine((r) => r.media === 'tv' || r.season === undefined, { error: 'Only a show has episodes' });
export type PreviewRequest = z.infer<typeof previewRequestSchema>;
