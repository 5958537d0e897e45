import {
  addEpisodeInputSchema,
  onMyServicesQuerySchema,
  removeEpisodeInputSchema,
  restIdParamsSchema,
  restMessageSchema,
  restWatchlistSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToWatchlist } from '../services/watchlist/add-to-watchlist';
import { listWatchlist } from '../services/watchlist/list-watchlist';
import { removeFromWatchlist } from '../services/watchlist/remove-from-watchlist';
import { messageAnswer } from './content-envelope';
import { signedIn } from './guards';

const tags = ['watch-later'];
const message = { 200: restMessageSchema };

/**
 * The watch-later calls of the legacy REST API (under /api/v1). Adding what is already there, or removing what is
 * gone, succeeds with a message saying so, so a repeated call is safe.
 */
export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/movies/getWatchlist',
    {
      schema: {
        tags,
        summary:
          'The watch-later list (movies, shows and episodes), newest first (?onMyServices=true: only titles on your services)',
        querystring: onMyServicesQuerySchema,
        response: { 200: restWatchlistSchema },
      },
    },
    async (request) => ({
      success: true as const,
      content: await listWatchlist(request.deps, signedIn(request).profileId, request.query),
    }),
  );
  app.put(
    '/movies/addWatch/:id',
    { schema: { tags, summary: 'Add a movie', params: restIdParamsSchema, response: message } },
    async (request) => {
      const target = { type: 'movie' as const, id: request.params.id };
      return messageAnswer(addToWatchlist(request.deps, signedIn(request).profileId, target));
    },
  );
  app.put(
    '/tv/addWatch/:id',
    { schema: { tags, summary: 'Add a TV show', params: restIdParamsSchema, response: message } },
    async (request) => {
      const target = { type: 'tv' as const, id: request.params.id };
      return messageAnswer(addToWatchlist(request.deps, signedIn(request).profileId, target));
    },
  );
  app.post(
    '/tv/addEpisode',
    {
      schema: { tags, summary: 'Add one episode of a show', body: addEpisodeInputSchema, response: message },
    },
    async (request) => {
      const { id, season, episode } = request.body;
      const target = { type: 'tv' as const, id, season, episode };
      return messageAnswer(addToWatchlist(request.deps, signedIn(request).profileId, target));
    },
  );
  app.delete(
    '/movies/removeWatch/:id',
    { schema: { tags, summary: 'Remove a movie', params: restIdParamsSchema, response: message } },
    async (request) => {
      const target = { type: 'movie' as const, id: request.params.id };
      return messageAnswer(removeFromWatchlist(request.deps, signedIn(request).profileId, target));
    },
  );
  app.delete(
    '/tv/removeWatchE/:id/:season/:episode',
    {
      schema: {
        tags,
        summary: 'Remove one episode of a show',
        params: removeEpisodeInputSchema,
        response: message,
      },
    },
    async (request) => {
      const target = { type: 'tv' as const, ...request.params };
      return messageAnswer(removeFromWatchlist(request.deps, signedIn(request).profileId, target));
    },
  );
};
