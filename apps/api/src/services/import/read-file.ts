import { pipeline, Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { AppError, IMPORT_MAX_BYTES, IMPORT_MAX_COLUMNS, type ImportFormat } from '@kinora/domain';
import { CsvError, parse } from 'csv-parse';
import {
  type CsvFormat,
  type CsvRecord,
  csvFormatOf,
  isLetterboxdListPreamble,
  letterboxdListOf,
} from './csv-formats';
import type { FileBatch, ReadRow } from './import-row';
import { kinoraBatches } from './read-kinora-export';

/** What reading a file yields: first its format, then its rows in batches, with the bytes read so far. */
export type OpenedFile = { format: ImportFormat; batches: AsyncIterable<FileBatch> };

const BATCH_ROWS = 100;
/**
 * The parser is given the file this much at a time, a turn of the event loop apart: it parses one slice in a few
 * milliseconds, so other requests on the instance are served while a large file is read.
 */
const PARSE_SLICE_BYTES = 16 * 1024;
const [QUOTE, COMMA, LF, CR] = [0x22, 0x2c, 0x0a, 0x0d];
const MB = IMPORT_MAX_BYTES / 1024 / 1024;

const tooLarge = () =>
  new AppError('BAD_INPUT', `The file is larger than ${MB} MB; export a smaller part of it`);
const unknownFormat = () =>
  new AppError(
    'BAD_INPUT',
    'This file is not one Kinora can import: use a Letterboxd, IMDb or Trakt CSV export, or a Kinora export (JSON)',
  );
const AS_WRITTEN = 'Kinora reads Letterboxd, IMDb and Trakt CSV exports as the services write them';
const tooWideHeader = () =>
  new AppError('BAD_INPUT', `The file's header names more than ${IMPORT_MAX_COLUMNS} columns: ${AS_WRITTEN}`);
const tooWideRow = (line: number) =>
  new AppError(
    'BAD_INPUT',
    `Line ${line} of the file has more than ${IMPORT_MAX_COLUMNS} columns: ${AS_WRITTEN}`,
  );

/**
 * Reads an upload to its end, refusing it as soon as it passes the import limit. The whole file is read before
 * any matching starts, so a slow catalogue never holds the upload open (the server gives a request body a deadline
 * by its length); what follows is read from memory.
 */
export async function readUpload(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of source) {
    bytes += chunk.byteLength;
    if (bytes > IMPORT_MAX_BYTES) throw tooLarge();
    parts.push(chunk);
  }
  if (bytes === 0) throw new AppError('BAD_INPUT', 'The file is empty');
  return Buffer.concat(parts, bytes);
}

/**
 * Opens an uploaded file: reads just enough to know its format (a Kinora export is JSON, the services' exports
 * are CSV told apart by their headers), then yields its rows batch by batch with how many bytes are read. A
 * file Kinora cannot read is refused with a message saying what to use instead.
 */
export async function openImportFile(file: Buffer, fileName: string): Promise<OpenedFile> {
  const text = file
    .subarray(0, 64)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text === '') throw new AppError('BAD_INPUT', 'The file is empty');
  if (text.startsWith('{')) {
    return {
      format: 'kinora',
      batches: kinoraBatches(file.toString('utf8').replace(/^\uFEFF/, ''), file.length, BATCH_ROWS),
    };
  }
  return openCsv(file, fileName);
}

type CsvStep = { record: string[]; info: { lines: number; bytes: number } };

async function openCsv(file: Buffer, fileName: string) {
  // The record delimiters are named: left to discover them, the parser reads a long first line again with every
  // slice it is given.
  const parser = pipeline(
    Readable.from(guardedSlices(file)),
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }),
    // A failure of either part destroys the parser with it, and reading the next record throws it.
    () => {},
  );
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<CsvStep>;
  try {
    const { names, list } = await csvHeader(records, fileName);
    const format = names && csvFormatOf(names, fileName, list);
    if (!format) throw unknownFormat();
    return { format: format.format, batches: csvBatches(records, names, format) };
  } catch (error) {
    parser.destroy();
    throw error;
  }
}

/**
 * The header row's names, trimmed. A Letterboxd list export starts with a preamble (`Letterboxd list export v7`,
 * then `Date,Name,Tags,URL,Description` and the list's own row) before its header: what it says of the list comes
 * back as `list`.
 */
async function csvHeader(records: AsyncIterator<CsvStep>, fileName: string) {
  const next = async () => {
    const step = await csvStep(records.next());
    return step.done ? undefined : step.value.record.map((name) => name.trim());
  };
  const first = await next();
  if (!first || !isLetterboxdListPreamble(first)) return { names: first };
  const [fields, values] = [await next(), await next()];
  if (!fields || !values) return { names: undefined };
  const preamble: CsvRecord = Object.fromEntries(fields.map((name, at) => [name, values[at]]));
  return { names: await next(), list: letterboxdListOf(preamble, fileName) };
}

/**
 * The file in slices, a turn of the event loop apart, each looked over before the parser has it: a record (the
 * header or a row) of more than IMPORT_MAX_COLUMNS columns stops the file there, so the parser never builds a
 * record of thousands of columns. Commas and line ends inside quotes do not count, as for the parser.
 */
async function* guardedSlices(file: Buffer): AsyncIterable<Buffer> {
  let line = 1;
  let header = true;
  let columns = 1;
  let empty = true;
  let quoted = false;
  for (let start = 0; start < file.length; start += PARSE_SLICE_BYTES) {
    const slice = file.subarray(start, start + PARSE_SLICE_BYTES);
    for (let at = 0; at < slice.length; at += 1) {
      const byte = slice[at];
      if (byte === LF) line += 1;
      if (byte === QUOTE) quoted = !quoted;
      else if (quoted) continue;
      else if (byte === COMMA) columns += 1;
      else if (byte === LF || byte === CR) {
        // Blank lines before the header are skipped, by the parser too.
        if (!empty) header = false;
        columns = 1;
        empty = true;
        continue;
      }
      empty = false;
      if (columns > IMPORT_MAX_COLUMNS) throw header ? tooWideHeader() : tooWideRow(line);
    }
    yield slice;
    await setImmediate();
  }
}

/** A CSV the parser cannot read (an unclosed quote, say) is the file's fault: a 400 saying where. */
async function csvStep<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof CsvError) {
      throw new AppError('BAD_INPUT', `The file is not valid CSV: ${error.message}`);
    }
    throw error;
  }
}

async function* csvBatches(
  records: AsyncIterator<CsvStep>,
  names: readonly string[],
  format: CsvFormat,
): AsyncIterable<FileBatch> {
  // Where each column the format reads sits (the last of a name given twice, as before); no other is looked at.
  const columns = format.columns.flatMap((name) => {
    const at = names.lastIndexOf(name);
    return at < 0 ? [] : [[name, at] as const];
  });
  let rows: ReadRow[] = [];
  let bytes = 0;
  try {
    for (let next = await csvStep(records.next()); !next.done; next = await csvStep(records.next())) {
      const { record, info } = next.value;
      const byName: CsvRecord = Object.fromEntries(columns.map(([name, at]) => [name, record[at]]));
      rows.push(format.read(byName, info.lines));
      bytes = info.bytes;
      if (rows.length >= BATCH_ROWS) {
        yield { rows, bytes };
        rows = [];
      }
    }
    yield { rows, bytes };
  } finally {
    // An import stopped half way (its client went away) stops reading the file too.
    await records.return?.();
  }
}
