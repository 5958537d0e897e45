import { z } from 'zod';
import { SEARCH } from '../constants';
import { BROWSE_KINDS, BROWSE_LISTS, MOVIE_CATEGORIES, SEARCH_TYPES, TV_CATEGORIES } from '../vocabulary';
import { catalogueIdSchema, mediaTypeSchema, pageSchema } from './common';
import { onMyServicesShape } from './my-services';
import { titleLogoSchema } from './title-images';

/**
 * The type of a loose record without its `[key: string]: unknown` index signature. Extra upstream fields still
 * pass through at run time, but types (and tRPC's inferred outputs, which an index signature would flatten to
 * `unknown`) list exactly the fields we know.
 */
type Known<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/**
 * TMDB-shaped catalogue records. The catalogue (TMDB or the embedded demo) returns these shapes and both
 * API doors pass them through, so they are `looseObject`s: extra upstream fields survive untouched.
 */
export const catalogueItemSchema = z.looseObject({
  id: z.number().int(),
  title: z.string().optional(),
  name: z.string().optional(),
  original_title: z.string().optional(),
  original_name: z.string().optional(),
  original_language: z.string().optional(),
  backdrop_path: z.string().nullable().optional(),
  poster_path: z.string().nullable().optional(),
  profile_path: z.string().nullable().optional(),
  release_date: z.string().optional(),
  first_air_date: z.string().optional(),
  last_air_date: z.string().optional(),
  vote_average: z.number().optional(),
  vote_count: z.number().optional(),
  popularity: z.number().optional(),
  adult: z.boolean().optional(),
  genre_ids: z.array(z.number().int()).optional(),
  overview: z.string().optional(),
  media_type: z.string().optional(),
  origin_country: z.array(z.string()).optional(),
  video: z.boolean().optional(),
});
export type CatalogueItem = Known<z.infer<typeof catalogueItemSchema>>;

export const genreSchema = z.object({ id: z.number().int(), name: z.string() });

export const seasonSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  season_number: z.number().int(),
  episode_count: z.number().int(),
  air_date: z.string().nullable(),
  overview: z.string(),
  poster_path: z.string().nullable(),
});
export type Season = Known<z.infer<typeof seasonSchema>>;

export const titleDetailSchema = catalogueItemSchema.extend({
  runtime: z.number().int().nullable().optional(),
  episode_run_time: z.array(z.number().int()).optional(),
  genres: z.array(genreSchema),
  seasons: z.array(seasonSchema).optional(),
  number_of_seasons: z.number().int().optional(),
  number_of_episodes: z.number().int().optional(),
  created_by: z.array(z.looseObject({ id: z.number().int().optional(), name: z.string() })).optional(),
  homepage: z.string().nullable().optional(),
  imdb_id: z.string().nullable().optional(),
  tagline: z.string().nullable().optional(),
  status: z.string().optional(),
  type: z.string().optional(),
  in_production: z.boolean().optional(),
  languages: z.array(z.string()).optional(),
  belongs_to_collection: z.looseObject({ id: z.number().int(), name: z.string() }).nullable().optional(),
  last_episode_to_air: z
    .looseObject({ season_number: z.number().int(), episode_number: z.number().int() })
    .nullable()
    .optional(),
  next_episode_to_air: z
    .looseObject({ season_number: z.number().int(), episode_number: z.number().int() })
    .nullable()
    .optional(),
  /**
   * Ours, not TMDB's: the logo chosen from the title's images, null when it has none in the viewer's language or
   * in English. Optional: an answer cached before logos existed has none, and a missing one means no logo.
   */
  logo: titleLogoSchema.nullable().optional(),
});
export type TitleDetail = Known<z.infer<typeof titleDetailSchema>>;

export const episodeSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  overview: z.string(),
  air_date: z.string().nullable(),
  runtime: z.number().int().nullable(),
  vote_average: z.number(),
  episode_number: z.number().int(),
  season_number: z.number().int(),
  still_path: z.string().nullable(),
});
export type Episode = Known<z.infer<typeof episodeSchema>>;

export const seasonDetailSchema = z.looseObject({
  _id: z.string().optional(),
  id: z.number().int(),
  name: z.string(),
  season_number: z.number().int(),
  air_date: z.string().nullable(),
  overview: z.string(),
  poster_path: z.string().nullable(),
  episodes: z.array(episodeSchema),
});
export type SeasonDetail = Known<z.infer<typeof seasonDetailSchema>>;

export const castMemberSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  character: z.string(),
  profile_path: z.string().nullable(),
});
export const crewMemberSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  job: z.string(),
  known_for_department: z.string(),
  profile_path: z.string().nullable().optional(),
});
export const creditsSchema = z.looseObject({
  cast: z.array(castMemberSchema),
  crew: z.array(crewMemberSchema),
});
export type Credits = z.infer<typeof creditsSchema>;

export const videoSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  type: z.string(),
  site: z.string(),
  key: z.string(),
  official: z.boolean().optional(),
  iso_639_1: z.string().optional(),
  iso_3166_1: z.string().optional(),
  size: z.number().int().optional(),
  published_at: z.string().optional(),
});
export type Video = Known<z.infer<typeof videoSchema>>;

export const personSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  profile_path: z.string().nullable(),
  backdrop_path: z.string().nullable().optional(),
  also_known_as: z.array(z.string()),
  birthday: z.string().nullable(),
  deathday: z.string().nullable(),
  place_of_birth: z.string().nullable(),
  known_for_department: z.string(),
  popularity: z.number(),
  homepage: z.string().nullable(),
  biography: z.string(),
  adult: z.boolean().optional(),
  gender: z.number().int().optional(),
  imdb_id: z.string().nullable().optional(),
});
export type Person = Known<z.infer<typeof personSchema>>;

/** A person as the list answers (search, popular people) hold them. */
export const personListItemSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  profile_path: z.string().nullable(),
  known_for_department: z.string(),
  popularity: z.number(),
  adult: z.boolean(),
  gender: z.number().int().optional(),
  known_for: z.array(catalogueItemSchema).optional(),
  media_type: z.literal('person').optional(),
});
export type PersonListItem = Known<z.infer<typeof personListItemSchema>>;

/** One entry of a person's combined movie and TV credits, as the catalogue answers it. */
export const personCreditEntrySchema = catalogueItemSchema.extend({
  media_type: mediaTypeSchema,
  character: z.string().optional(),
  job: z.string().optional(),
  department: z.string().optional(),
  credit_id: z.string().optional(),
});
export type PersonCreditEntry = Known<z.infer<typeof personCreditEntrySchema>>;

export const personCreditsSchema = z.object({
  id: z.number().int(),
  cast: z.array(personCreditEntrySchema),
  crew: z.array(personCreditEntrySchema),
});
export type PersonCredits = { id: number; cast: PersonCreditEntry[]; crew: PersonCreditEntry[] };

/** A person's credit as the known-for grid lists it: the catalogue entry with its year and rounded rating. */
export const personCreditSchema = personCreditEntrySchema.extend({
  year: z.string().nullable(),
  rating: z.number(),
});
export type PersonCredit = Known<z.infer<typeof personCreditSchema>>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    page: z.number().int(),
    results: z.array(item),
    total_pages: z.number().int(),
    total_results: z.number().int(),
  });
}
export type Page<T> = { page: number; results: T[]; total_pages: number; total_results: number };

export const movieCategorySchema = z.enum(MOVIE_CATEGORIES, {
  error: `category must be one of ${MOVIE_CATEGORIES.join(', ')}`,
});
export const tvCategorySchema = z.enum(TV_CATEGORIES, {
  error: `category must be one of ${TV_CATEGORIES.join(', ')}`,
});

export const browseKindSchema = z.enum(BROWSE_KINDS, { error: "kind must be 'anime' or 'kdrama'" });
export const browseListSchema = z.enum(BROWSE_LISTS, {
  error: "list must be 'popular', 'top-rated' or 'on-air'",
});

export const searchTypeSchema = z.enum(SEARCH_TYPES, { error: "type must be 'movie', 'tv' or 'person'" });

/** A search needs 3 to 100 characters after trimming, on both doors and in the web app's search box alike. */
export const searchQuerySchema = z
  .string({ error: 'query must be text' })
  .trim()
  .min(1, { error: 'Enter something to search for' })
  .min(SEARCH.MIN_CHARS, { error: `Enter at least ${SEARCH.MIN_CHARS} characters to search` })
  .max(SEARCH.MAX_CHARS, { error: `query must be at most ${SEARCH.MAX_CHARS} characters` });

/** Inputs of the catalogue procedures (tRPC) and, via their parts, the REST routes. */
export const mediaPageInputSchema = z.strictObject({ media: mediaTypeSchema, page: pageSchema.optional() });
export const categoryInputSchema = z.strictObject({
  media: mediaTypeSchema,
  category: z.string({ error: 'category must be text' }).max(40, { error: 'Unknown category' }),
  page: pageSchema.optional(),
});
export const titleInputSchema = z.strictObject({ media: mediaTypeSchema, id: catalogueIdSchema });
export const episodesInputSchema = z.strictObject({
  id: catalogueIdSchema,
  season: z.coerce
    .number({ error: 'season must be a number' })
    .int({ error: 'season must be a whole number' })
    .min(0, { error: 'season must be 0 or more' })
    .max(1000, { error: 'season is too large' }),
});
export const searchInputSchema = z.strictObject({
  type: searchTypeSchema,
  query: searchQuerySchema,
  page: pageSchema.optional(),
  /** Only titles streaming on the viewer's services (docs/product/my-services.md). */
  ...onMyServicesShape,
});
export const personInputSchema = z.strictObject({ id: catalogueIdSchema });
export const pageInputSchema = z.strictObject({ page: pageSchema.optional() });
export const browseInputSchema = z.strictObject({
  kind: browseKindSchema,
  media: mediaTypeSchema,
  list: browseListSchema,
  page: pageSchema.optional(),
});

export const directorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_path: z.string().nullable(),
});
export type Director = z.infer<typeof directorSchema>;

/**
 * What the catalogue procedures answer (tRPC), declared with `.output()` so the typed client and the REST door
 * (which wraps the same records in its envelope, see rest.ts) describe the same shapes.
 */
export const titlePageSchema = pageOf(catalogueItemSchema);
export const personPageSchema = pageOf(personListItemSchema);
export const searchAnswerSchema = z.union([titlePageSchema, personPageSchema]);
export const episodesAnswerSchema = z.object({
  episodes: z.array(episodeSchema),
  season: seasonDetailSchema.omit({ episodes: true }).extend({ episodes: z.undefined().optional() }),
});
export const personCreditListsSchema = z.object({
  cast: z.array(personCreditSchema),
  crew: z.array(personCreditSchema),
});
