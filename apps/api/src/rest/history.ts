import { catalogueIdSchema, recordMovieWatchInputSchema } from '@kinora/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../errors/error-map';
import {
  clearHistory,
  deleteChatHistoryByQuery,
  deleteSearchHistoryByTitle,
  deleteWatchHistoryByDate,
} from '../services/history/delete-history';
import { recordWatch } from '../services/history/record-watch';
import { requireAuth } from './guards';

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
const watchDateParams = z.object({
  id: catalogueIdSchema,
  date: z.iso.datetime({ error: 'date must be the entry date as the profile returned it' }),
  season: episodeNumber.optional(),
  episode: episodeNumber.optional(),
});
const chatQueryBody = z.strictObject({ query: z.string({ error: 'query is required' }).min(1).max(1000) });

/** The history calls of the legacy REST API (under /api/v1), including its chat-history paths under /search. */
export const historyRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;

  app.post('/watch/addWatchMovie', async (request) => {
    const { userId } = await requireAuth(request);
    const body = parseInput(recordMovieWatchInputSchema, request.body);
    const { message } = await recordWatch(deps, userId, { type: 'movie', id: body.id });
    return { success: true, message };
  });
  app.post('/watch/addWatchTv/:id/:season/:name/:episodeCount', async (request) => {
    const { userId } = await requireAuth(request);
    const params = parseInput(watchTvParams, request.params);
    const episode = parseInput(episodeBody, request.body);
    const { message } = await recordWatch(deps, userId, {
      type: 'tv',
      id: params.id,
      season: params.season,
      episode: episode.episode_number,
    });
    return { success: true, message };
  });
  app.delete('/watch/removeMovieWatch/:id/:date', async (request) => {
    const { userId } = await requireAuth(request);
    const { id, date } = parseInput(watchDateParams, request.params);
    const { message } = await deleteWatchHistoryByDate(deps, userId, {
      type: 'movie',
      id,
      date: new Date(date),
    });
    return { success: true, message };
  });
  app.delete('/watch/removeTvWatch/:id/:date/:season/:episode', async (request) => {
    const { userId } = await requireAuth(request);
    const { id, date, season, episode } = parseInput(watchDateParams, request.params);
    const target = { type: 'tv' as const, id, date: new Date(date), season, episode };
    const { message } = await deleteWatchHistoryByDate(deps, userId, target);
    return { success: true, message };
  });
  app.delete('/watch/clearWatchHistory', async (request) => {
    const { userId } = await requireAuth(request);
    return { success: true, ...(await clearHistory(deps, userId, 'watch')) };
  });

  app.delete('/search/removehistory/:id', async (request) => {
    const { userId } = await requireAuth(request);
    const id = parseInput(catalogueIdSchema, (request.params as { id: string }).id);
    return { success: true, message: (await deleteSearchHistoryByTitle(deps, userId, id)).message };
  });
  app.delete('/search/clearhistory', async (request) => {
    const { userId } = await requireAuth(request);
    return { success: true, ...(await clearHistory(deps, userId, 'search')) };
  });
  // Despite the path, these two act on the chat history: existing REST clients call them under /search, so they stay.
  app.delete('/search/removehistoryquery', async (request) => {
    const { userId } = await requireAuth(request);
    const { query } = parseInput(chatQueryBody, request.body);
    return { success: true, message: (await deleteChatHistoryByQuery(deps, userId, query)).message };
  });
  app.delete('/search/clearhistoryquery', async (request) => {
    const { userId } = await requireAuth(request);
    return { success: true, ...(await clearHistory(deps, userId, 'chat')) };
  });
};
