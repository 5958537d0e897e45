import {
  catalogueIdSchema,
  continueWatchingItemSchema,
  hideContinueWatchingInputSchema,
  markWatchedInputSchema,
  markWatchedResultSchema,
  recordMovieWatchInputSchema,
  restContent,
  restIdParamsSchema,
  restMessageSchema,
  restOk,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hideContinueWatching } from '../services/continue-watching/hide-continue-watching';
import { listContinueWatching } from '../services/continue-watching/list-continue-watching';
import {
  clearHistory,
  deleteChatHistoryByQuery,
  deleteSearchHistoryByTitle,
  deleteWatchHistoryByDate,
} from '../services/history/delete-history';
import { markWatched } from '../services/history/mark-watched';
import { recordWatch } from '../services/history/record-watch';
import { messageAnswer } from './content-envelope';
import { signedIn } from './guards';

const episodeNumber = z.coerce.number({ error: 'must be a number' }).int().min(0).max(10_000);
const watchTvParams = z.object({
  id: catalogueIdSchema,
  season: episodeNumber,
  name: z.string().max(300),
  episodeCount: episodeNumber,
});
/** The catalogue's episode object, as legacy clients post it; only the episode number matters to us. */
const episodeBody = z.looseObject(
  { episode_number: episodeNumber },
  { error: 'Send the episode object as the body' },
);
const entryDate = z.iso.datetime({ error: 'date must be the entry date as the profile returned it' });
const movieDateParams = z.object({ id: catalogueIdSchema, date: entryDate });
const tvDateParams = movieDateParams.extend({ season: episodeNumber, episode: episodeNumber });
const chatQueryBody = z.strictObject({ query: z.string({ error: 'query is required' }).min(1).max(1000) });

const message = { 200: restMessageSchema };
const watchTags = ['watch history'];
const searchTags = ['search history'];
const chatTags = ['chat history'];

/**
 * The history calls of the legacy REST API (under /api/v1), including its chat-history paths under /search.
 * Recording the same view again within 10 minutes, or deleting what is gone, succeeds and changes nothing.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/watch/continue',
    {
      schema: {
        tags: watchTags,
        summary: 'Continue watching: movies last opened and the next aired episode of shows, newest first',
        response: { 200: restContent(z.array(continueWatchingItemSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      content: await listContinueWatching(request.deps, signedIn(request).profileId),
    }),
  );
  app.post(
    '/watch/continue/hide',
    {
      schema: {
        tags: watchTags,
        summary: 'Hide a title from Continue watching until it is watched again',
        body: hideContinueWatchingInputSchema,
        response: message,
      },
    },
    async (request) =>
      messageAnswer(hideContinueWatching(request.deps, signedIn(request).profileId, request.body)),
  );
  app.post(
    '/watch/mark',
    {
      schema: {
        tags: watchTags,
        summary:
          'Mark a movie, an episode, a whole season or a whole show watched without playing it; watchedAt: a date, a date and time, null ("I don\'t remember") or left out (now)',
        body: markWatchedInputSchema,
        response: { 200: restOk(markWatchedResultSchema.shape) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await markWatched(request.deps, signedIn(request).profileId, request.body)),
    }),
  );
  app.post(
    '/watch/addWatchMovie',
    {
      schema: {
        tags: watchTags,
        summary: 'Record that a movie was watched',
        body: recordMovieWatchInputSchema,
        response: message,
      },
    },
    async (request) =>
      messageAnswer(
        recordWatch(request.deps, signedIn(request).profileId, { type: 'movie', id: request.body.id }),
      ),
  );
  app.post(
    '/watch/addWatchTv/:id/:season/:name/:episodeCount',
    {
      schema: {
        tags: watchTags,
        summary: 'Record that an episode was watched; the body is the episode object',
        params: watchTvParams,
        body: episodeBody,
        response: message,
      },
    },
    async (request) =>
      messageAnswer(
        recordWatch(request.deps, signedIn(request).profileId, {
          type: 'tv',
          id: request.params.id,
          season: request.params.season,
          episode: request.body.episode_number,
        }),
      ),
  );
  app.delete(
    '/watch/removeMovieWatch/:id/:date',
    {
      schema: {
        tags: watchTags,
        summary: 'Remove one movie entry, named by its date',
        params: movieDateParams,
        response: message,
      },
    },
    async (request) => {
      const { id, date } = request.params;
      const target = { type: 'movie' as const, id, date: new Date(date) };
      return messageAnswer(deleteWatchHistoryByDate(request.deps, signedIn(request).profileId, target));
    },
  );
  app.delete(
    '/watch/removeTvWatch/:id/:date/:season/:episode',
    {
      schema: {
        tags: watchTags,
        summary: 'Remove one episode entry, named by its date',
        params: tvDateParams,
        response: message,
      },
    },
    async (request) => {
      const { id, date, season, episode } = request.params;
      const target = { type: 'tv' as const, id, date: new Date(date), season, episode };
      return messageAnswer(deleteWatchHistoryByDate(request.deps, signedIn(request).profileId, target));
    },
  );
  app.delete(
    '/watch/clearWatchHistory',
    { schema: { tags: watchTags, summary: 'Clear the watch history', response: message } },
    async (request) => messageAnswer(clearHistory(request.deps, signedIn(request).profileId, 'watch')),
  );

  app.delete(
    '/search/removehistory/:id',
    {
      schema: {
        tags: searchTags,
        summary: 'Remove a title from the search history',
        params: restIdParamsSchema,
        response: message,
      },
    },
    async (request) =>
      messageAnswer(deleteSearchHistoryByTitle(request.deps, signedIn(request).profileId, request.params.id)),
  );
  app.delete(
    '/search/clearhistory',
    { schema: { tags: searchTags, summary: 'Clear the search history', response: message } },
    async (request) => messageAnswer(clearHistory(request.deps, signedIn(request).profileId, 'search')),
  );
  // Despite the path, these two act on the chat history: existing REST clients call them under /search, so they stay.
  app.delete(
    '/search/removehistoryquery',
    {
      schema: {
        tags: chatTags,
        summary: 'Remove a question from the chat history',
        body: chatQueryBody,
        response: message,
      },
    },
    async (request) =>
      messageAnswer(deleteChatHistoryByQuery(request.deps, signedIn(request).profileId, request.body.query)),
  );
  app.delete(
    '/search/clearhistoryquery',
    { schema: { tags: chatTags, summary: 'Clear the chat history', response: message } },
    async (request) => messageAnswer(clearHistory(request.deps, signedIn(request).profileId, 'chat')),
  );
};
