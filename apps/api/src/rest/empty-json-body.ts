import type { FastifyInstance } from 'fastify';

/**
 * Existing fetch-based REST clients send `Content-Type: application/json` with no body on writes that carry no
 * fields (`fetch(url, { method: 'DELETE', headers })`). In the /api/v1 scope an empty or blank JSON body is read as
 * `{}`, so such a request reaches its route and gets the route's own answer; any other body goes through Fastify's
 * own JSON parser, prototype-poisoning checks included. tRPC keeps the strict parser.
 */
export function acceptEmptyJsonBody(api: FastifyInstance): void {
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands a string; the type also allows a Buffer, which only other parse modes give.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}
