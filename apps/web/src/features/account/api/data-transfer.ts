import type { ImportEvent, ImportReport } from '@kinora/domain';
import { translate } from '@/lib/i18n';
import { fetchWithFailover, type ServerPair } from '@/lib/servers';
import { xsrfHeaders } from '@/lib/xsrf';

/** Saves a text as a file the browser downloads. */
export function saveFile(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type ImportProgress = { rows: number; share: number };

/**
 * Uploads an import file and follows its progress lines. Importing twice adds nothing twice, so the failover
 * rule may send it once more to the other server. Resolves with the report; rejects with the server's message.
 */
export async function uploadImport(
  servers: ServerPair,
  file: File,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  const response = await fetchWithFailover(
    servers,
    `/api/v1/user/import?name=${encodeURIComponent(file.name)}`,
    {
      method: 'POST',
      body: file,
      credentials: 'include',
      headers: {
        ...xsrfHeaders(),
        'content-type': 'application/octet-stream',
        accept: 'application/x-ndjson',
      },
    },
  );
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? translate('account', 'importCouldNotStart'));
  }
  for await (const event of readEvents(response.body)) {
    if (event.type === 'progress') {
      onProgress({ rows: event.rows, share: event.totalBytes > 0 ? event.bytes / event.totalBytes : 1 });
    } else if (event.type === 'report') {
      return event.report;
    } else if (event.type === 'error') {
      throw new Error(event.message);
    }
  }
  throw new Error(translate('account', 'importStopped'));
}

async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ImportEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      // Our own server's lines (importEventSchema); read as typed, without bringing the schema library to the page.
      if (line.trim() !== '') yield JSON.parse(line) as ImportEvent;
    }
    if (done) return;
  }
}

const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@])/;

/** The rows an import could not use, as a CSV a person can open next to the original file. */
export function notImportedCsv(report: ImportReport): string {
  // Quoted, and defused with an apostrophe where a spreadsheet would read a formula: a cell starting with = + - @,
  // with a tab or a line break (which spreadsheets drop before reading on), or with spaces before = + - @.
  const cell = (value: string | number | undefined) => {
    const text = String(value ?? '');
    return `"${(FORMULA_START.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
  };
  const lines = report.notImported.map((r) => [r.line, r.title, r.year, r.reason].map(cell).join(','));
  return ['line,title,year,reason', ...lines].join('\n');
}
