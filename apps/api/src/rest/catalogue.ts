import {
  browseKindSchema,
  browseListSchema,
  catalogueIdSchema,
  type MediaType,
  pageSchema,
} from '@kinora/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../errors/error-map';
import { listBrowse, listCategory, listTrending } from '../services/catalogue/title-lists';
import {
  getTitleCredits,
  getTitleDetails,
  listEpisodes,
  listSimilar,
  listTrailers,
} from '../services/catalogue/titles';
import { sendContent } from './content-envelope';
import { requireAuth } from './guards';

const idParams = z.object({ id: z.string() });
const pageQuery = z.object({ page: pageSchema.optional() });
/** The legacy client posts `{Id, Season}` with capital letters. */
const legacyEpisodesBody = z.strictObject(
  {
    Id: catalogueIdSchema,
    Season: z.coerce.number({ error: 'Season must be a number' }).int().min(0).max(1000),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : 'Send {Id, Season}',
  },
);

const NO_SIMILAR: Readonly<Record<MediaType, string>> = {
  movie: 'No similar movies found',
  tv: 'No similar tv shows found',
};

/** /api/v1/movies and /api/v1/tv: one plugin, registered once per media type. */
export const catalogueRoutes: FastifyPluginAsync<{ media: MediaType }> = async (app, { media }) => {
  const { deps } = app;
  app.addHook('onRequest', async (request) => {
    await requireAuth(request);
  });
  const id = (params: unknown) => parseInput(catalogueIdSchema, parseInput(idParams, params).id);
  const page = (query: unknown) => parseInput(pageQuery, query).page;

  // The most-read routes answer with text prepared once per cached answer (see sendContent).
  app.get('/trending', async (request, reply) =>
    sendContent(reply, (await listTrending(deps, media, page(request.query))).results),
  );
  app.get<{ Params: { category: string } }>('/category/:category', async (request, reply) =>
    sendContent(
      reply,
      (await listCategory(deps, media, request.params.category, page(request.query))).results,
    ),
  );
  app.get('/details/:id', async (request, reply) =>
    sendContent(reply, await getTitleDetails(deps, media, id(request.params))),
  );
  app.get('/credits/:id', async (request, reply) =>
    sendContent(reply, await getTitleCredits(deps, media, id(request.params))),
  );
  app.get('/similar/:id', async (request) => {
    const { results } = await listSimilar(deps, media, id(request.params));
    return results.length > 0
      ? { success: true, content: results }
      : { success: false, message: NO_SIMILAR[media] };
  });
  app.get('/trailers/:id', async (request) => ({
    success: true,
    content: await listTrailers(deps, media, id(request.params)),
  }));
  app.get<{ Params: { kind: string; list: string } }>('/:kind/:list', async (request) => {
    const kind = parseInput(browseKindSchema, request.params.kind);
    const list = parseInput(browseListSchema, request.params.list);
    return {
      success: true,
      content: (await listBrowse(deps, kind, media, list, page(request.query))).results,
    };
  });
  if (media === 'tv') {
    app.post('/episodes', async (request) => {
      const body = parseInput(legacyEpisodesBody, request.body);
      const { episodes } = await listEpisodes(deps, body.Id, body.Season);
      return { success: true, content: { episodes } };
    });
  }
};
