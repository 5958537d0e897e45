import { z } from 'zod';
import { MEDIA_PATHS, MEDIA_TYPES } from '../vocabulary';

/** A TMDB-style numeric id coming from a path, a query string or a body. */
export const catalogueIdSchema = z.coerce
  .number({ error: 'id must be a number' })
  .int({ error: 'id must be a whole number' })
  .positive({ error: 'id must be a positive number' })
  .max(2_147_483_647, { error: 'id is too large' });

export const pageSchema = z.coerce
  .number({ error: 'page must be a number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page starts at 1' })
  .max(500, { error: 'page can be at most 500' });

/** Where an image path is allowed to point: TMDB-style `/file.ext` paths only, never a URL. */
export const imagePathSchema = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9._/-]+$/, { error: 'image must be a catalogue image path such as /abc.jpg' })
  .nullable();

export const mediaTypeSchema = z.enum(MEDIA_TYPES, { error: "type must be 'movie' or 'tv'" });
export const mediaPathSchema = z.enum(MEDIA_PATHS, { error: "media must be 'movies' or 'tv'" });
