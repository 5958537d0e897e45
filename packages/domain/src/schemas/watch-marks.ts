import { z } from 'zod';
import { catalogueIdSchema, mediaTypeSchema } from './common';

const seasonNumber = z.coerce
  .number({ error: 'season must be a number' })
  .int({ error: 'season must be a whole number' })
  .min(0, { error: 'season cannot be negative' })
  .max(10_000, { error: 'season is too large' });
const episodeNumber = z.coerce
  .number({ error: 'episode must be a number' })
  .int({ error: 'episode must be a whole number' })
  .min(0, { error: 'episode cannot be negative' })
  .max(10_000, { error: 'episode is too large' });

/**
 * When it was watched: an ISO date (`2024-05-01`) or date and time (`2024-05-01T20:30:00Z`), never in the future;
 * `null` for "I don't remember"; left out for "now". The future is checked by the server against its clock.
 */
export const watchedAtSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'watchedAt must be a date (2024-05-01), a date and time (2024-05-01T20:30:00Z), or null',
  })
  .nullable();

/**
 * Marks a movie, one episode, a whole season (season without episode) or a whole show (tv without season) watched
 * without playing it (history.mark, POST /api/v1/watch/mark).
 */
export const markWatchedInputSchema = z
  .strictObject({
    media_type: mediaTypeSchema,
    id: catalogueIdSchema,
    season: seasonNumber.optional(),
    episode: episodeNumber.optional(),
    watchedAt: watchedAtSchema.optional(),
  })
  .refine((m) => m.media_type === 'tv' || (m.season === undefined && m.episode === undefined), {
    error: 'Only TV shows have seasons and episodes',
  })
  .refine((m) => m.episode === undefined || m.season !== undefined, {
    error: 'Give the season of the episode too',
  });
export type MarkWatchedInput = z.infer<typeof markWatchedInputSchema>;

/** What a mark did: how many history entries it added, how many were there already, and how many did not fit. */
export const markWatchedResultSchema = z.object({
  message: z.string(),
  added: z.number().int(),
  alreadyThere: z.number().int(),
  leftOut: z.number().int(),
});
export type MarkWatchedResult = z.infer<typeof markWatchedResultSchema>;
