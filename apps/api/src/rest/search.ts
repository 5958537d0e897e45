import { catalogueIdSchema, pageSchema, type SearchType, searchQuerySchema } from '@kinora/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../errors/error-map';
import { isSameSiteRequest } from '../lib/same-site';
import { getPerson, listPersonCredits, listPopularPeople } from '../services/catalogue/people';
import { searchCatalogue } from '../services/catalogue/search';
import { requireAuth } from './guards';

const pageQuery = z.object({ page: pageSchema.optional() });
const idParam = (params: unknown) => parseInput(catalogueIdSchema, (params as { id?: unknown }).id);

/** The legacy path segment for each search type, and what an empty result says. */
const SEARCH_PATHS: ReadonlyArray<{ segment: string; type: SearchType; empty: string }> = [
  { segment: 'movie', type: 'movie', empty: 'No movie found' },
  { segment: 'tv', type: 'tv', empty: 'No tv show found' },
  { segment: 'people', type: 'person', empty: 'No person found' },
];

/** /api/v1/search: catalogue search and people. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;

  app.get('/person/popular', async (request) => {
    await requireAuth(request);
    const page = parseInput(pageQuery, request.query).page;
    return { success: true, content: await listPopularPeople(deps, page) };
  });
  app.get('/person/credits/:id', async (request) => {
    await requireAuth(request);
    return { success: true, content: await listPersonCredits(deps, idParam(request.params)) };
  });
  app.get('/person/:id', async (request) => {
    await requireAuth(request);
    return { success: true, content: await getPerson(deps, idParam(request.params)) };
  });

  for (const { segment, type, empty } of SEARCH_PATHS) {
    app.get<{ Params: { query: string } }>(`/${segment}/:query`, async (request) => {
      const auth = await requireAuth(request);
      const query = parseInput(searchQuerySchema, request.params.query);
      const page = parseInput(pageQuery, request.query).page;
      const sameSite = isSameSiteRequest(request, deps.config);
      const { results } = await searchCatalogue(deps, auth, type, query, page, { sameSite });
      // Legacy clients branch on `success`: an empty search is a 200 with success false.
      return results.length > 0 ? { success: true, content: results } : { success: false, message: empty };
    });
  }
};
