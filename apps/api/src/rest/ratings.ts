import { MEDIA_TYPES } from '@kinora/domain';
import {
  rateBodySchema,
  ratingEpisodeQuerySchema,
  ratingsPageInputSchema,
  restIdParamsSchema,
  restMessageSchema,
  restRatingSchema,
  restRatingsPageSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteRating } from '../services/ratings/delete-rating';
import { listRatings } from '../services/ratings/list-ratings';
import { rateTitle, ratingTarget } from '../services/ratings/rate-title';
import { messageAnswer } from './content-envelope';
import { signedIn } from './guards';

const tags = ['ratings'];
const NOUN = { movie: 'a movie', tv: 'a show, or one of its episodes' } as const;

/**
 * The viewer's ratings and reviews (docs/product/ratings.md), under /api/v1/user/ratings: one path per media
 * type, as the watch-later routes have. Rating again replaces; removing what is gone succeeds.
 */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/ratings',
    {
      schema: {
        tags,
        summary: 'A page of your ratings and reviews, newest first (?page)',
        querystring: ratingsPageInputSchema,
        response: { 200: restRatingsPageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listRatings(request.deps, signedIn(request).profileId, request.query.page)),
    }),
  );
  for (const type of MEDIA_TYPES) {
    app.put(
      `/user/ratings/${type}/:id`,
      {
        schema: {
          tags,
          summary: `Rate ${NOUN[type]} in half stars (1..10), with an optional review; replaces an earlier rating`,
          params: restIdParamsSchema,
          body: rateBodySchema,
          response: { 200: restRatingSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await rateTitle(request.deps, signedIn(request).profileId, {
          type,
          id: request.params.id,
          ...request.body,
        })),
      }),
    );
    app.delete(
      `/user/ratings/${type}/:id`,
      {
        schema: {
          tags,
          summary: `Remove your rating of ${NOUN[type]} (?season&episode for an episode)`,
          params: restIdParamsSchema,
          querystring: ratingEpisodeQuerySchema,
          response: { 200: restMessageSchema },
        },
      },
      async (request) => {
        const target = ratingTarget({ type, id: request.params.id, ...request.query });
        return messageAnswer(deleteRating(request.deps, signedIn(request).profileId, target));
      },
    );
  }
};
