import { type LibraryServer, startLibraryServer } from '@kinora/tmdb/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS } from './recommender/questions';
import { askRow, judge } from './recommender/table';
import { demoWorld, tmdbWorld, type World } from './recommender/world';

/**
 * The built-in recommender against the question table: on the demo catalogue on three fixed days (the demo
 * changes daily, so the days are pinned, and three of them keep one lucky day from hiding a weakness), and on
 * TMDB's recorded responses through the local library server. Each run reports the share of answers that fit
 * and prints every miss; at least 90% of answers must keep every constraint their row states.
 */

const MIN_QUESTIONS = 100;
const MIN_FIT_SHARE = 0.9;

async function runTable(world: World) {
  const failures: string[] = [];
  for (const [i, row] of QUESTIONS.entries()) {
    const run = await askRow(world, row);
    const problems = await judge(world, row, run);
    if (problems.length > 0) failures.push(`#${i + 1} "${run.query}": ${problems.join('; ')}`);
  }
  const fit = QUESTIONS.length - failures.length;
  console.info(
    [
      `question table, ${world.label}: ${fit}/${QUESTIONS.length} answers fit (${Math.round((100 * fit) / QUESTIONS.length)}%)`,
      ...failures.map((f) => `  miss ${f}`),
    ].join('\n'),
  );
  return fit / QUESTIONS.length;
}

describe('the built-in recommender answers the question table', () => {
  it(`has at least ${MIN_QUESTIONS} questions`, () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(MIN_QUESTIONS);
  });

  for (const day of [Date.UTC(2024, 0, 15, 12), Date.UTC(2026, 5, 15, 12), Date.UTC(2029, 2, 1, 12)]) {
    it(`on the demo catalogue, ${new Date(day).toISOString().slice(0, 10)}`, async () => {
      expect(await runTable(await demoWorld(day))).toBeGreaterThanOrEqual(MIN_FIT_SHARE);
    }, 120_000);
  }

  describe('on the TMDB recordings', () => {
    let server: LibraryServer;
    beforeAll(async () => {
      server = await startLibraryServer();
    });
    afterAll(() => server.close());

    it(`fits at least ${MIN_FIT_SHARE * 100}% of the answers`, async () => {
      expect(await runTable(tmdbWorld(server))).toBeGreaterThanOrEqual(MIN_FIT_SHARE);
    }, 120_000);
  });
});
