import {
  createCustomListInputSchema,
  customListChangesSchema,
  customListIdSchema,
  customListItemInputSchema,
  customListItemParamsSchema,
  customListSchema,
  customListSlugSchema,
  customListSummarySchema,
  onMyServicesQuerySchema,
  publicCustomListSchema,
  restMessageSchema,
  restOk,
} from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToCustomList } from '../services/custom-lists/add-to-custom-list';
import { createCustomList } from '../services/custom-lists/create-custom-list';
import { deleteCustomList } from '../services/custom-lists/delete-custom-list';
import { getCustomList } from '../services/custom-lists/get-custom-list';
import { getPublicList } from '../services/custom-lists/get-public-list';
import { listCustomLists } from '../services/custom-lists/list-custom-lists';
import { removeFromCustomList } from '../services/custom-lists/remove-from-custom-list';
import { updateCustomList } from '../services/custom-lists/update-custom-list';
import { messageAnswer } from './content-envelope';
import { signedIn } from './guards';

const tags = ['lists'];
const params = z.object({ id: customListIdSchema });
const listAnswer = { 200: restOk({ list: customListSchema }) };
const message = { 200: restMessageSchema };

/**
 * Lists of your own (docs/product/lists.md) under /api/v1: the profile's lists at /user/lists, and a public list
 * by its link at /lists/{slug}, open to everyone. Same services as the tRPC router `lists`.
 */
export const customListRoutes: FastifyPluginAsyncZod = async (app) => {
  const profileOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).profileId;

  app.get(
    '/user/lists',
    {
      schema: {
        tags,
        summary: 'Your lists, newest first, each with its number of titles',
        response: { 200: restOk({ lists: z.array(customListSummarySchema) }) },
      },
    },
    async (request) => ({
      success: true as const,
      lists: await listCustomLists(request.deps, profileOf(request)),
    }),
  );
  app.post(
    '/user/lists',
    {
      schema: {
        tags,
        summary: 'Make a list (private unless `public` is true)',
        body: createCustomListInputSchema,
        response: { 200: restOk({ list: customListSummarySchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      list: await createCustomList(request.deps, profileOf(request), request.body),
    }),
  );
  app.get(
    '/user/lists/:id',
    {
      schema: {
        tags,
        summary:
          'One of your lists with its titles in order (?onMyServices=true: only titles on your services)',
        params,
        querystring: onMyServicesQuerySchema,
        response: listAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      list: await getCustomList(request.deps, profileOf(request), request.params.id, request.query),
    }),
  );
  app.put(
    '/user/lists/:id',
    {
      schema: {
        tags,
        summary: 'Rename, describe, make public or private, or reorder (`order`: every item id once) a list',
        params,
        body: customListChangesSchema,
        response: listAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      list: await updateCustomList(request.deps, profileOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/user/lists/:id',
    { schema: { tags, summary: 'Delete a list and its titles', params, response: message } },
    async (request) => messageAnswer(deleteCustomList(request.deps, profileOf(request), request.params.id)),
  );
  app.post(
    '/user/lists/:id/items',
    {
      schema: {
        tags,
        summary:
          'Put a title at the end of a list; if it is already there, only its note changes (when sent)',
        params,
        body: customListItemInputSchema,
        response: message,
      },
    },
    async (request) =>
      messageAnswer(addToCustomList(request.deps, profileOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/user/lists/:id/items/:media_type/:tmdbId',
    {
      schema: {
        tags,
        summary: 'Take a title off a list',
        params: customListItemParamsSchema,
        response: message,
      },
    },
    async (request) => {
      const { id, media_type, tmdbId } = request.params;
      return messageAnswer(
        removeFromCustomList(request.deps, profileOf(request), id, { type: media_type, id: tmdbId }),
      );
    },
  );
  app.get(
    '/lists/:slug',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A public list by its link, for anyone; a private or unknown link is 404',
        params: z.object({ slug: customListSlugSchema }),
        response: { 200: restOk({ list: publicCustomListSchema }) },
      },
    },
    async (request) => {
      const reader = await request.getAuth();
      const list = await getPublicList(request.deps, request.params.slug, reader?.profile);
      return { success: true as const, list };
    },
  );
};
