import { IMPORTS_PER_ACCOUNT_PER_HOUR, type ImportEvent } from '@kinora/domain';
import type { Deps } from '../../deps';
import { consumeRateLimit } from '../security/rate-limit';
import { importFile } from './import-file';
import { readUpload } from './read-file';

const HOUR_MS = 60 * 60 * 1000;

export type StartedImport = { first: ImportEvent; rest: AsyncGenerator<ImportEvent> };

/**
 * Starts an import for both callers of it (a streamed answer of progress lines, or one report at the end): counts
 * it against the account's hourly budget, reads the upload, and runs the import up to its first event. Anything
 * wrong with the file is thrown here, before an answer starts, so it can be a plain 400.
 */
export async function startImport(
  deps: Deps,
  userId: string,
  upload: { body: AsyncIterable<Uint8Array>; fileName: string },
): Promise<StartedImport> {
  await consumeRateLimit(deps, `import:account:${userId}`, IMPORTS_PER_ACCOUNT_PER_HOUR, {
    windowMs: HOUR_MS,
    message: `You can import ${IMPORTS_PER_ACCOUNT_PER_HOUR} files an hour; try again later`,
  });
  const file = await readUpload(upload.body);
  const rest = importFile(deps, userId, { file, fileName: upload.fileName });
  const first = await rest.next();
  if (first.done) throw new Error('an import always starts with its format');
  return { first: first.value, rest };
}

/** Runs a started import to its end and answers its report. */
export async function finishImport(started: StartedImport) {
  for await (const event of started.rest) {
    if (event.type === 'report') return event.report;
  }
  throw new Error('an import always ends with its report');
}
