import { z } from 'zod';
import { RATINGS } from '../rating-rules';
import { catalogueIdSchema, mediaTypeSchema, pageSchema } from './common';
import { restOk } from './rest';

const HALF_STARS_RULE = `a whole number of half stars from ${RATINGS.MIN_HALF_STARS} (half a star) to ${RATINGS.MAX_HALF_STARS} (five stars)`;

/**
 * A rating as sent: a JSON number of half stars, never text ("5") nor a fraction (3.5 would be a star count, not
 * half stars: the caller meant 7, and guessing could store the wrong one).
 */
export const halfStarsSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? `rating is required: ${HALF_STARS_RULE}`
        : `rating must be ${HALF_STARS_RULE}`,
  })
  .int({ error: `rating must be ${HALF_STARS_RULE}` })
  .min(RATINGS.MIN_HALF_STARS, { error: `rating must be ${HALF_STARS_RULE}` })
  .max(RATINGS.MAX_HALF_STARS, { error: `rating must be ${HALF_STARS_RULE}` });

/** Plain text, kept as written (never read as HTML); blank is no review. */
export const reviewSchema = z
  .string({ error: 'review must be text' })
  .max(RATINGS.REVIEW_MAX_CHARS, { error: `A review can be at most ${RATINGS.REVIEW_MAX_CHARS} characters` })
  .nullable();

const episodeNumber = z.coerce
  .number({ error: 'season and episode must be numbers' })
  .int({ error: 'season and episode must be whole numbers' })
  .min(0, { error: 'season and episode cannot be negative' })
  .max(10_000, { error: 'season and episode can be at most 10000' });

const BOTH_OR_NEITHER = 'Give both season and episode (an episode rating), or neither';
const bothOrNeither = (t: { season?: number; episode?: number }) =>
  (t.season === undefined) === (t.episode === undefined);

const ratingFields = {
  rating: halfStarsSchema,
  review: reviewSchema.optional(),
  spoiler: z.boolean({ error: 'spoiler must be true or false' }).optional(),
  season: episodeNumber.optional(),
  episode: episodeNumber.optional(),
};

/** PUT /user/ratings/{movie|tv}/{id}: the title is in the path. */
export const rateBodySchema = z.strictObject(ratingFields).refine(bothOrNeither, { error: BOTH_OR_NEITHER });

/** DELETE /user/ratings/{movie|tv}/{id}: an episode's rating names it in the query. */
export const ratingEpisodeQuerySchema = z
  .strictObject({ season: episodeNumber.optional(), episode: episodeNumber.optional() })
  .refine(bothOrNeither, { error: BOTH_OR_NEITHER });

/** ratings.set: what is rated (a movie, a whole show or one episode) and the rating. */
export const setRatingInputSchema = z
  .strictObject({ type: mediaTypeSchema, id: catalogueIdSchema, ...ratingFields })
  .refine(bothOrNeither, { error: BOTH_OR_NEITHER })
  .refine((t) => t.type === 'tv' || t.season === undefined, {
    error: 'Only TV shows have seasons and episodes',
  });
export type SetRatingInput = z.infer<typeof setRatingInputSchema>;

/** ratings.list and GET /user/ratings: one page, newest first. */
export const ratingsPageInputSchema = z.strictObject({ page: pageSchema.optional() });

/** One rating as both doors answer it. `rating` is in half stars (1..10); `stars` the same in stars (0.5..5). */
export const ratingSchema = z.object({
  type: mediaTypeSchema,
  id: z.number().int(),
  season: z.number().int().optional(),
  episode: z.number().int().optional(),
  rating: z.number().int().min(RATINGS.MIN_HALF_STARS).max(RATINGS.MAX_HALF_STARS),
  stars: z.number(),
  review: z.string().nullable(),
  spoiler: z.boolean(),
  /** The title (a show's, for an episode) and its picture, from the catalogue when rated. */
  title: z.string(),
  image: z.string().nullable(),
  ratedAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** What rating did: the stored rating and a sentence for people. */
export const setRatingAnswerSchema = z.object({ rating: ratingSchema, message: z.string() });

/** A page of the viewer's ratings, newest first, in the REST door's paging words (as the admin tables). */
export const ratingsPageSchema = z.object({
  ratings: z.array(ratingSchema),
  page: z.int(),
  totalPages: z.int(),
  total: z.int(),
});
export type RatingsPage = z.infer<typeof ratingsPageSchema>;

/** Kinora's average of a whole title over every profile's rating of it; null while nobody has rated it. */
export const ratingAverageSchema = z.object({ average: z.number().nullable(), count: z.int() });
export type RatingAverage = z.infer<typeof ratingAverageSchema>;

/**
 * ratings.forTitle: the viewer's own rating of the title, of each of its episodes (a list in season and episode
 * order, each naming its season and episode: answers carry no maps, whose keys typed clients could not see), and
 * Kinora's average.
 */
export const titleRatingsSchema = z.object({
  mine: ratingSchema.nullable(),
  episodes: z.array(ratingSchema),
  kinora: ratingAverageSchema,
});
export type TitleRatings = z.infer<typeof titleRatingsSchema>;

export const restRatingSchema = restOk(setRatingAnswerSchema.shape);
export const restRatingsPageSchema = restOk(ratingsPageSchema.shape);
