import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { XSRF_HEADER } from '@kinora/domain';
import { restErrorSchema } from '@kinora/domain/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../lib/cookies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's rate limit, in words, for its 429 answer in the OpenAPI document. */
    rateLimit?: string;
  }
}

const ERROR_BODY = z.toJSONSchema(restErrorSchema);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const DESCRIPTION = [
  'The /api/v1 REST door of Kinora, and /cronjob/run. The typed tRPC procedures at /trpc expose the same services.',
  `Sessions are the ${SESSION_COOKIE} cookie, set by sign-up and sign-in. Every request that changes something must repeat the XSRF-TOKEN cookie in the X-XSRF-TOKEN header; any GET hands that cookie out.`,
  'Errors are {success: false, message, code} with a 4xx or 5xx status; 4xx messages can be shown to people as they are, 5xx messages are generic. A 429 carries Retry-After in seconds; a 503 means "try the other instance".',
  'A few legacy answers are 200 with success false (nothing found). Guide: docs/api.md.',
].join('\n\n');

/**
 * The OpenAPI 3.1 document, generated from the routes' own zod schemas (so it cannot drift from them), served at
 * /api/v1/openapi.json and rendered at /api/docs by Swagger UI from this server (no third-party assets). Only
 * routes with tags are described: the REST door and the health check, not tRPC or the web app's pages. Every
 * route gets the error answers, and its sign-in and anti-forgery requirements from its options.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    hideUntagged: true,
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Kinora REST API', version: '1', description: DESCRIPTION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          xsrf: { type: 'apiKey', in: 'header', name: XSRF_HEADER },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const { route } = input;
      // Routes without a schema (tRPC, the web app's pages) are left out of the document by hideUntagged.
      if (!transformed.schema) return transformed;
      const methods = [route.method].flat();
      const changes = !methods.every((method) => SAFE_METHODS.has(method));
      const isPublic = route.config?.public === true;
      const requirement = {
        ...(isPublic ? {} : { session: [] }),
        ...(changes ? { xsrf: [] } : {}),
      };
      const schema = transformed.schema as Record<string, unknown> & { response?: Record<string, unknown> };
      return {
        ...transformed,
        schema: {
          ...schema,
          security: Object.keys(requirement).length > 0 ? [requirement] : [],
          response: {
            ...schema.response,
            ...(route.config?.rateLimit
              ? {
                  429: {
                    description: `Rate limited: ${route.config.rateLimit}. Retry-After says when to try again.`,
                    ...ERROR_BODY,
                  },
                }
              : {}),
            '4XX': {
              description: `A message a person can act on${isPublic ? '' : '; 401 when signed out'}${changes ? '; 403 without the anti-forgery header' : ''}`,
              ...ERROR_BODY,
            },
            '5XX': { description: 'A generic message; 503 means try the other instance', ...ERROR_BODY },
          },
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list' },
    uiHooks: { onRequest: redirectIndexHtml },
  });
}

const DOCS_PREFIX = '/api/docs';
const INDEX_HTML = `${DOCS_PREFIX}/static/index.html`;

/**
 * Swagger UI's own route for static/index.html redirects to the page by cutting the file name off the end of the
 * address; with a query string (`?query=x`) nothing is cut, and it redirects to itself forever. This answers it
 * first: to the page, with the query kept.
 */
async function redirectIndexHtml(request: FastifyRequest, reply: FastifyReply) {
  const [pathname, query] = request.url.split('?', 2);
  if (pathname !== INDEX_HTML) return;
  return reply.redirect(`${DOCS_PREFIX}/${query === undefined ? '' : `?${query}`}`);
}

/** The document at its stable address, for clients and generators. */
export async function openApiDocumentRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/openapi.json', async () => app.swagger());
}
