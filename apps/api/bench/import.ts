import { performance } from 'node:perf_hooks';
import { createDemoCatalogue } from '@kinora/tmdb';

const ROWS = 5_000;

/** A Letterboxd diary of `ROWS` rows: the demo's movies over and over, each view on its own day. */
async function letterboxdDiary(): Promise<string> {
  const catalogue = createDemoCatalogue({ now: Date.now });
  const movies = [];
  for (let page = 1; movies.length < 300; page++) {
    const { results } = await catalogue.discover('movie', { sort: 'popularity' }, page);
    if (results.length === 0) break;
    movies.push(...results.filter((m) => m.release_date));
  }
  const lines = ['Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date'];
  for (let i = 0; i < ROWS; i++) {
    const movie = movies[i % movies.length]!;
    const day = new Date(Date.UTC(2010, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      `${day},"${movie.title!.replaceAll('"', '""')}",${movie.release_date!.slice(0, 4)},https://boxd.it/${i},4,,,${day}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export type ImportFigures = {
  rows: number;
  bytes: number;
  totalMs: number;
  firstProgressMs: number;
  progressEvents: number;
  imported: number;
};

/**
 * Imports a 5,000-row Letterboxd file into a signed-in account of the running server, following its progress
 * lines: how long the whole import takes, when the bar first moves, and how often it moves.
 */
export async function measureImport(base: string, headers: Record<string, string>): Promise<ImportFigures> {
  const file = await letterboxdDiary();
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '';
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/user/import?name=diary.csv`, {
    method: 'POST',
    headers: { ...headers, 'x-xsrf-token': xsrf, 'content-type': 'text/csv', accept: 'application/x-ndjson' },
    body: file,
  });
  if (!response.ok || !response.body) throw new Error(`import answered ${response.status}`);
  let firstProgressMs = 0;
  let progressEvents = 0;
  let imported = 0;
  let buffered = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line);
      if (event.type === 'progress') {
        progressEvents += 1;
        if (progressEvents === 1) firstProgressMs = performance.now() - started;
      }
      if (event.type === 'report') imported = event.report.imported.watchHistory + event.report.leftOut;
      if (event.type === 'error') throw new Error(event.message);
    }
  }
  return {
    rows: ROWS,
    bytes: Buffer.byteLength(file),
    totalMs: performance.now() - started,
    firstProgressMs,
    progressEvents,
    imported,
  };
}
