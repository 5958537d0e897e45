import { z } from 'zod';
import { imagePathSchema } from './common';

/** A picture's path: never null here, and like every catalogue image a `/file.ext` path, never a URL. */
const picturePathSchema = imagePathSchema.unwrap();

/**
 * One picture of a title as TMDB lists them (`/images`, or `images` appended to the details): a logo, a poster or
 * a backdrop. `iso_639_1` is the language of the text drawn in it, null when it has none. Only the catalogue reads
 * these lists: it passes on what it chose from them, never the lists (a hundred entries for a known film).
 */
export const catalogueImageSchema = z.looseObject({
  file_path: picturePathSchema,
  iso_639_1: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  vote_average: z.number(),
});
export type CatalogueImage = z.infer<typeof catalogueImageSchema>;

/**
 * A title's logo (its title treatment: the name drawn as on the poster), in the viewer's language or else in
 * English. The title page shows it in place of the text title; its width and height keep its place while it loads.
 */
export const titleLogoSchema = z.object({
  file_path: picturePathSchema,
  iso_639_1: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type TitleLogo = z.infer<typeof titleLogoSchema>;
