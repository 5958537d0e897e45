import type { FastifyInstance } from 'fastify';

export type DocumentedRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The OpenAPI path, with {params}. */
  path: string;
  operation: {
    security?: unknown[];
    responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  };
};

/** Every operation of the served OpenAPI document. */
export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, DocumentedRoute['operation']>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as DocumentedRoute['method'],
      path,
      operation,
    })),
  );
}

/** A value for each path parameter, so a route runs its real handler rather than stopping at validation. */
export const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  id: '550',
  category: 'popular',
  kind: 'anime',
  list: 'popular',
  query: 'star',
  season: '1',
  episode: '1',
  date: '2026-11-25T10:00:00.000Z',
  name: 'Pilot',
  episodeCount: '3',
};

export const sampleUrl = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? 'x');
