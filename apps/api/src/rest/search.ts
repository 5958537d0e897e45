import type { SearchType } from '@kinora/domain';
import {
  onMyServicesQuerySchema,
  restIdParamsSchema,
  restPageQuerySchema,
  restPeopleSchema,
  restPersonCreditsSchema,
  restPersonSchema,
  restSearchSchema,
  searchQuerySchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSameSiteRequest } from '../lib/same-site';
import { getPerson, listPersonCredits, listPopularPeople } from '../services/catalogue/people';
import { searchCatalogue } from '../services/catalogue/search';
import { signedIn } from './guards';

/** The legacy path segment for each search type, and what an empty result says. */
const SEARCH_PATHS: ReadonlyArray<{ segment: string; type: SearchType; empty: string }> = [
  { segment: 'movie', type: 'movie', empty: 'No movie found' },
  { segment: 'tv', type: 'tv', empty: 'No tv show found' },
  { segment: 'people', type: 'person', empty: 'No person found' },
];

/** /api/v1/search: catalogue search and people. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['search'];

  app.get(
    '/person/popular',
    {
      schema: {
        tags,
        summary: 'Popular people (?page)',
        querystring: restPageQuerySchema,
        response: { 200: restPeopleSchema },
      },
    },
    async (request) => ({
      success: true as const,
      content: await listPopularPeople(request.deps, signedIn(request).profile, request.query.page),
    }),
  );
  app.get(
    '/person/credits/:id',
    {
      schema: {
        tags,
        summary: "A person's movie and TV credits",
        params: restIdParamsSchema,
        response: { 200: restPersonCreditsSchema },
      },
    },
    async (request) => ({
      success: true as const,
      content: await listPersonCredits(request.deps, signedIn(request), request.params.id),
    }),
  );
  app.get(
    '/person/:id',
    {
      schema: {
        tags,
        summary: 'One person',
        params: restIdParamsSchema,
        response: { 200: restPersonSchema },
      },
    },
    async (request) => ({
      success: true as const,
      content: await getPerson(request.deps, signedIn(request).profile, request.params.id),
    }),
  );

  for (const { segment, type, empty } of SEARCH_PATHS) {
    app.get(
      `/${segment}/:query`,
      {
        schema: {
          tags,
          summary: `Search ${segment === 'people' ? 'people' : `${segment === 'tv' ? 'TV shows' : 'movies'}`} (?page${segment === 'people' ? '' : ', ?onMyServices=true: only titles on your services'}); 200 with success false when nothing matches`,
          params: z.object({ query: searchQuerySchema }),
          querystring: restPageQuerySchema.extend(onMyServicesQuerySchema.shape),
          response: { 200: restSearchSchema },
        },
      },
      async (request) => {
        const sameSite = isSameSiteRequest(request, deps.config);
        const { results } = await searchCatalogue(
          request.deps,
          signedIn(request),
          type,
          request.params.query,
          request.query.page,
          { sameSite },
          request.query,
        );
        // Legacy clients branch on `success`: an empty search is a 200 with success false.
        return results.length > 0
          ? { success: true as const, content: results }
          : { success: false as const, message: empty };
      },
    );
  }
};
