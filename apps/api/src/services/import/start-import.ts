import type { ImportEvent } from '@kinora/domain';
import type { Deps } from '../../deps';
import type { Metrics } from '../../metrics/observer';
import { consumePolicy } from '../security/rate-limit';
import { IMPORTS_PER_ACCOUNT } from '../security/rate-limit-policies';
import type { AuthState } from '../users/public-user';
import { importFile } from './import-file';
import { readUpload } from './read-file';

export type StartedImport = { first: ImportEvent; rest: AsyncGenerator<ImportEvent> };

/**
 * Starts an import for both callers of it (a streamed answer of progress lines, or one report at the end): counts
 * it against the account's hourly budget, reads the upload, and runs the import up to its first event. Anything
 * wrong with the file is thrown here, before an answer starts, so it can be a plain 400.
 */
export async function startImport(
  deps: Deps,
  owner: AuthState,
  upload: { body: AsyncIterable<Uint8Array>; fileName: string },
): Promise<StartedImport> {
  await consumePolicy(deps, IMPORTS_PER_ACCOUNT, owner.userId);
  deps.metrics.importStarted();
  const file = await readUpload(upload.body).catch((error: unknown) => {
    deps.metrics.importFailed();
    throw error;
  });
  const rest = countOutcome(deps.metrics, importFile(deps, owner, { file, fileName: upload.fileName }));
  const first = await rest.next();
  if (first.done) throw new Error('an import always starts with its format');
  return { first: first.value, rest };
}

/**
 * The import's events, passed on, with its end counted: finished at the report, failed at an error. An import
 * whose reader went away (the client hung up) is neither.
 */
async function* countOutcome(
  metrics: Metrics,
  events: AsyncGenerator<ImportEvent>,
): AsyncGenerator<ImportEvent> {
  try {
    for await (const event of events) {
      if (event.type === 'report') metrics.importFinished();
      yield event;
    }
  } catch (error) {
    metrics.importFailed();
    throw error;
  }
}

/** Runs a started import to its end and answers its report. */
export async function finishImport(started: StartedImport) {
  for await (const event of started.rest) {
    if (event.type === 'report') return event.report;
  }
  throw new Error('an import always ends with its report');
}
