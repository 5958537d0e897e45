import { addEpisodeInputSchema, catalogueIdSchema, removeEpisodeInputSchema } from '@kinora/domain';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../errors/error-map';
import { addToWatchlist } from '../services/watchlist/add-to-watchlist';
import { listWatchlist } from '../services/watchlist/list-watchlist';
import { removeFromWatchlist } from '../services/watchlist/remove-from-watchlist';
import { requireAuth } from './guards';

const id = (params: unknown) => parseInput(catalogueIdSchema, (params as { id?: unknown }).id);

/** The watch-later calls of the legacy REST API (under /api/v1). */
export const watchlistRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', async (request) => {
    await requireAuth(request);
  });

  app.get('/movies/getWatchlist', async (request) => {
    const { userId } = await requireAuth(request);
    return { success: true, content: await listWatchlist(deps, userId) };
  });
  app.put('/movies/addWatch/:id', async (request) => {
    const { userId } = await requireAuth(request);
    const { message } = await addToWatchlist(deps, userId, { type: 'movie', id: id(request.params) });
    return { success: true, message };
  });
  app.put('/tv/addWatch/:id', async (request) => {
    const { userId } = await requireAuth(request);
    const { message } = await addToWatchlist(deps, userId, { type: 'tv', id: id(request.params) });
    return { success: true, message };
  });
  app.post('/tv/addEpisode', async (request) => {
    const { userId } = await requireAuth(request);
    const body = parseInput(addEpisodeInputSchema, request.body);
    const { message } = await addToWatchlist(deps, userId, {
      type: 'tv',
      id: body.id,
      season: body.season,
      episode: body.episode,
    });
    return { success: true, message };
  });
  app.delete('/movies/removeWatch/:id', async (request) => {
    const { userId } = await requireAuth(request);
    const { message } = await removeFromWatchlist(deps, userId, { type: 'movie', id: id(request.params) });
    return { success: true, message };
  });
  app.delete('/tv/removeWatchE/:id/:season/:episode', async (request) => {
    const { userId } = await requireAuth(request);
    const target = parseInput(removeEpisodeInputSchema, request.params);
    const { message } = await removeFromWatchlist(deps, userId, { type: 'tv', ...target });
    return { success: true, message };
  });
};
