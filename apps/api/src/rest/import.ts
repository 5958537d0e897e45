import { Socket } from 'node:net';
import { Readable } from 'node:stream';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORTS_PER_ACCOUNT_PER_HOUR,
  type ImportEvent,
  isAppError,
} from '@kinora/domain';
import { importReportSchema, restOk } from '@kinora/domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { finishImport, startImport } from '../services/import/start-import';
import { signedIn } from './guards';

const FILE_TYPES = ['text/csv', 'text/plain', 'application/json', 'application/octet-stream'];
const NDJSON = 'application/x-ndjson';
/** An import asks the catalogue for every row: with TMDB, a large file takes minutes, not the usual seconds. */
const IMPORT_HANDLER_TIMEOUT_MS = 15 * 60 * 1000;

const importQuerySchema = z.object({
  name: z
    .string({ error: 'name must be text' })
    .max(255, { error: 'name must be at most 255 characters' })
    .optional()
    .describe(
      "The file's name: a watchlist is told from other lists by it, and an IMDb or Trakt list is named after it",
    ),
});

/** Progress lines, then the report or the error that stopped it, one JSON object per line. */
async function* ndjson(first: ImportEvent, rest: AsyncGenerator<ImportEvent>) {
  yield `${JSON.stringify(first)}\n`;
  try {
    for await (const event of rest) yield `${JSON.stringify(event)}\n`;
  } catch (error) {
    const known = isAppError(error);
    const stop: ImportEvent = {
      type: 'error',
      code: known ? error.code : 'INTERNAL',
      message: known ? error.message : 'The import stopped on a server error; what was imported is kept',
    };
    yield `${JSON.stringify(stop)}\n`;
    if (!known) throw error;
  }
}

/**
 * POST /api/v1/user/import: the file is the request body itself (any of the content types above; JSON is not
 * parsed by the door, the import reads it). In its own plugin so its body parsers stay here.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(FILE_TYPES, (_request, payload, done) => done(null, payload));
  app.post(
    '/user/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      handlerTimeout: IMPORT_HANDLER_TIMEOUT_MS,
      config: { rateLimit: `${IMPORTS_PER_ACCOUNT_PER_HOUR} imports an hour per account` },
      schema: {
        tags: ['user'],
        summary:
          'Import a Letterboxd, IMDb or Trakt CSV export, or a Kinora export, into the watch-later list, watch history, ratings and lists',
        description: `The request body is the file (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB) with Content-Type text/csv, application/json or application/octet-stream; a CSV names at most ${IMPORT_MAX_COLUMNS} columns. With Accept: ${NDJSON} the answer streams one JSON object per line: start, progress after every 100 rows, then the report (or an error). Otherwise it is the report at the end. Importing the same file again adds nothing twice.`,
        consumes: FILE_TYPES,
        querystring: importQuerySchema,
        response: { 200: restOk({ report: importReportSchema }) },
      },
    },
    async (request, reply) => {
      const started = await startImport(request.deps, signedIn(request), {
        body: request.body as AsyncIterable<Uint8Array>,
        fileName: request.query.name ?? '',
      });
      // The file is in; what follows may leave the connection quiet for longer than an idle one is kept open
      // (matching a batch against a slow catalogue, or the whole import when the report is asked for at the end),
      // and the client is waiting for its answer, not gone. Node puts the keep-alive limit back once answered.
      // (A request injected in-process, in tests, has no connection.)
      const { socket } = request.raw;
      if (socket instanceof Socket) socket.setTimeout(IMPORT_HANDLER_TIMEOUT_MS);
      if (request.headers.accept?.includes(NDJSON)) {
        reply.header('cache-control', 'no-store').type(NDJSON);
        // A stream of lines, not the JSON answer the route's schema describes (that is the other way to ask).
        return reply.send(Readable.from(ndjson(started.first, started.rest)) as never);
      }
      return { success: true as const, report: await finishImport(started) };
    },
  );
};
