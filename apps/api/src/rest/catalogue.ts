import type { MediaType } from '@kinora/domain';
import {
  browseKindSchema,
  browseListSchema,
  catalogueIdSchema,
  restContent,
  restCreditsSchema,
  restEpisodesSchema,
  restIdParamsSchema,
  restPageQuerySchema,
  restTitleDetailSchema,
  restTitleListOrNothingSchema,
  restTitleListSchema,
  restVideosSchema,
  watchProvidersAnswerSchema,
  watchRegionSchema,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listBrowse, listCategory, listTrending } from '../services/catalogue/title-lists';
import {
  getTitleCredits,
  getTitleDetails,
  listEpisodes,
  listSimilar,
  listTrailers,
} from '../services/catalogue/titles';
import { getWatchProviders } from '../services/catalogue/watch-providers';
import { sendContent } from './content-envelope';
import { signedIn } from './guards';

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

const NOUN: Readonly<Record<MediaType, string>> = { movie: 'movie', tv: 'TV show' };

/** /api/v1/movies and /api/v1/tv: one plugin, registered once per media type. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ media: MediaType }> = async (app, { media }) => {
  const tags = ['catalogue'];
  const noun = NOUN[media];

  // The most-read routes answer with text prepared once per cached answer (see sendContent).
  app.get(
    '/trending',
    {
      schema: {
        tags,
        summary: `Trending ${noun}s this week (?page)`,
        querystring: restPageQuerySchema,
        response: { 200: restTitleListSchema },
      },
    },
    async (request, reply) =>
      sendContent(
        reply,
        (await listTrending(request.deps, signedIn(request).profile, media, request.query.page)).results,
      ),
  );
  app.get(
    '/category/:category',
    {
      schema: {
        tags,
        summary: `A category of ${noun}s (popular, top_rated, ...; ?page)`,
        params: z.object({ category: z.string().max(40) }),
        querystring: restPageQuerySchema,
        response: { 200: restTitleListSchema },
      },
    },
    async (request, reply) => {
      const { profile } = signedIn(request);
      const page = await listCategory(
        request.deps,
        profile,
        media,
        request.params.category,
        request.query.page,
      );
      return sendContent(reply, page.results);
    },
  );
  app.get(
    '/providers/:id',
    {
      schema: {
        tags,
        summary: `Where to watch one ${noun}: streaming, rent and buy offers in the account's region (else ?region, else US)`,
        params: restIdParamsSchema,
        querystring: z.object({ region: watchRegionSchema.optional() }),
        response: { 200: restContent(watchProvidersAnswerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      content: await getWatchProviders(
        request.deps,
        signedIn(request).profile,
        media,
        request.params.id,
        request.query.region,
      ),
    }),
  );
  app.get(
    '/details/:id',
    {
      schema: {
        tags,
        summary: `One ${noun} in full`,
        params: restIdParamsSchema,
        response: { 200: restTitleDetailSchema },
      },
    },
    async (request, reply) =>
      sendContent(
        reply,
        await getTitleDetails(request.deps, signedIn(request).profile, media, request.params.id),
      ),
  );
  app.get(
    '/credits/:id',
    {
      schema: {
        tags,
        summary: 'Cast and crew',
        params: restIdParamsSchema,
        response: { 200: restCreditsSchema },
      },
    },
    async (request, reply) =>
      sendContent(
        reply,
        await getTitleCredits(request.deps, signedIn(request).profile, media, request.params.id),
      ),
  );
  app.get(
    '/similar/:id',
    {
      schema: {
        tags,
        summary: `Similar ${noun}s; 200 with success false when there are none`,
        params: restIdParamsSchema,
        response: { 200: restTitleListOrNothingSchema },
      },
    },
    async (request) => {
      const { results } = await listSimilar(
        request.deps,
        signedIn(request).profile,
        media,
        request.params.id,
      );
      return results.length > 0
        ? { success: true as const, content: results }
        : { success: false as const, message: NO_SIMILAR[media] };
    },
  );
  app.get(
    '/trailers/:id',
    {
      schema: {
        tags,
        summary: 'YouTube trailers, then teasers',
        params: restIdParamsSchema,
        response: { 200: restVideosSchema },
      },
    },
    async (request) => ({
      success: true as const,
      content: await listTrailers(request.deps, signedIn(request).profile, media, request.params.id),
    }),
  );
  app.get(
    '/:kind/:list',
    {
      schema: {
        tags,
        summary: `Anime or K-drama ${noun}s: kind anime|kdrama, list popular|top-rated|on-air (?page)`,
        params: z.object({ kind: browseKindSchema, list: browseListSchema }),
        querystring: restPageQuerySchema,
        response: { 200: restTitleListSchema },
      },
    },
    async (request) => ({
      success: true as const,
      content: (
        await listBrowse(
          request.deps,
          signedIn(request).profile,
          request.params.kind,
          media,
          request.params.list,
          request.query.page,
        )
      ).results,
    }),
  );
  if (media === 'tv') {
    app.post(
      '/episodes',
      {
        schema: {
          tags,
          summary: "A season's episodes; legacy body {Id, Season}",
          body: legacyEpisodesBody,
          response: { 200: restEpisodesSchema },
        },
      },
      async (request) => {
        const { episodes } = await listEpisodes(
          request.deps,
          signedIn(request).profile,
          request.body.Id,
          request.body.Season,
        );
        return { success: true as const, content: { episodes } };
      },
    );
  }
};
