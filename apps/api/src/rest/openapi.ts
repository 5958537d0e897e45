import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../lib/html';
import { DOCUMENTED_ROUTES } from './openapi-routes';

const ERROR_BODY = {
  type: 'object',
  properties: { success: { const: false }, message: { type: 'string' }, code: { type: 'string' } },
  required: ['success', 'message'],
};

/** The OpenAPI 3.1 document of the REST facade, built from DOCUMENTED_ROUTES and the domain's zod schemas. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of DOCUMENTED_ROUTES) {
    const parameters = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[route.path] ??= {};
    paths[route.path]![route.method] = {
      tags: [route.tag],
      summary: route.summary,
      ...(parameters.length ? { parameters } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }),
                },
              },
            },
          }
        : {}),
      ...(route.auth === false ? { security: [] } : {}),
      responses: {
        '200': { description: `{success: true, ...}: ${route.returns}` },
        '4XX': {
          description: 'A message a person can act on',
          content: { 'application/json': { schema: ERROR_BODY } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kinora REST API',
      version: '1',
      description:
        'The /api/v1 facade. Sessions are cookies; every state-changing request must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header (GET any route first to receive it). The typed tRPC procedures at /trpc expose the same services.',
    },
    servers: [{ url: '/api/v1' }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kinora_session' } } },
    security: [{ session: [] }],
    paths,
  };
}

/** /api/v1/openapi.json and a readable reference at /api/docs (plain HTML: no scripts, no third-party assets). */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const document = buildOpenApiDocument();
  const rows = DOCUMENTED_ROUTES.map(
    (r) =>
      `<tr><td><code>${r.method.toUpperCase()}</code></td><td><code>/api/v1${escapeHtml(r.path)}</code></td><td>${escapeHtml(r.summary)}</td><td>${escapeHtml(r.returns)}</td><td>${r.auth === false ? 'no' : 'yes'}</td></tr>`,
  ).join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kinora REST API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;background:#0b0b12;color:#ececf1}a{color:#f5b942}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #2a2a38;padding:.4rem .6rem;text-align:left;vertical-align:top}code{color:#ffcb5c}</style></head>
<body><h1>Kinora REST API (v1)</h1><p>${escapeHtml(document.info.description)}</p><p>Errors are <code>{success:false, message, code}</code> with a 4xx status; 5xx messages are generic. Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Success body</th><th>Sign-in</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;

  app.get('/api/v1/openapi.json', async () => document);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
};
