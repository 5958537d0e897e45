import { hasTitleImage } from '@kinora/domain';
import { createDemoCatalogue, DEMO_COUNTS, DEMO_ID_BASE } from '@kinora/tmdb';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import type { Agent } from './helpers/agent';
import { onePage, picturedTitle } from './helpers/catalogue';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Search answers in relevance order on both doors: a misspelt title finds that title first (demo catalogue), and
 * an upstream's own order (TMDB ranks by relevance, alternative titles included) reaches the viewer unchanged.
 */

/** Words this long forgive two typos in the demo catalogue. */
const LONG_WORD = 8;
const TARGETS = 3;

/**
 * Two typos in each long word: two neighbours swapped near the start and a letter changed near the end, as
 * "Interstellar" becomes "Itnersteller".
 */
function misspell(title: string): string {
  return title
    .split(' ')
    .map((word) => {
      if (word.length < LONG_WORD) return word;
      const swapped = word.charAt(0) + word.charAt(2) + word.charAt(1) + word.slice(3);
      const at = word.length - 3;
      return swapped.slice(0, at) + (word[at] === 'e' ? 'a' : 'e') + swapped.slice(at + 1);
    })
    .join(' ');
}

/**
 * Demo movies a viewer can find (with a picture, not adult) whose title has a long word and whose exact title
 * finds that movie alone, so a misspelt search for it has one rightful first answer.
 */
async function misspeltTargets(app: FastifyInstance): Promise<Array<{ id: number; query: string }>> {
  const targets: Array<{ id: number; query: string }> = [];
  for (let index = 0; index < DEMO_COUNTS.MOVIES && targets.length < TARGETS; index++) {
    const movie = await app.deps.catalogue.details('movie', DEMO_ID_BASE.MOVIE + index);
    const title = movie.title ?? '';
    if (movie.adult || !hasTitleImage(movie) || !/^[A-Za-z ]+$/.test(title)) continue;
    const longWords = title.split(' ').filter((word) => word.length >= LONG_WORD);
    // A swap of two equal letters would be no typo at all.
    if (longWords.length === 0 || longWords.some((word) => word.charAt(1) === word.charAt(2))) continue;
    const exact = await app.deps.catalogue.search('movie', title);
    if (exact.total_results !== 1) continue;
    targets.push({ id: movie.id, query: misspell(title) });
  }
  return targets;
}

describe.skipIf(skipDatabaseSuite)('search relevance on both doors (demo catalogue)', () => {
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    agent = (await signedInAgent(t.app, 'typist')).agent;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a title misspelt twice in each long word with that title first', async () => {
    const targets = await misspeltTargets(t.app);
    expect(targets).toHaveLength(TARGETS);
    for (const { id, query } of targets) {
      const rest = await agent.get(`/api/v1/search/movie/${encodeURIComponent(query)}`);
      expect(rest.status).toBe(200);
      expect(rest.body.content[0].id, query).toBe(id);
      const trpc = await agent.query('catalogue.search', { type: 'movie', query });
      expect(trpc.data.results[0].id, query).toBe(id);
      expect(trpc.data.results).toEqual(rest.body.content);
    }
  });
});

describe.skipIf(skipDatabaseSuite)("search keeps the catalogue's relevance order", () => {
  let t: TestApp;
  beforeAll(async () => {
    const demo = createDemoCatalogue({ now: () => Date.now() });
    t = await createTestApp(
      {},
      {
        catalogue: {
          ...demo,
          // As TMDB answers "intersteller": by relevance, neither by name nor by popularity.
          search: async () =>
            onePage([
              picturedTitle(157336, { title: 'Interstellar', popularity: 20 }),
              picturedTitle(301959, { title: 'The Science of Interstellar', popularity: 90 }),
              picturedTitle(16, { title: 'Battle Beyond the Stars', popularity: 50 }),
            ]),
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the results in the order the catalogue ranked them', async () => {
    const { agent } = await signedInAgent(t.app, 'ranked');
    const expected = [157336, 301959, 16];
    const rest = await agent.get('/api/v1/search/movie/intersteller');
    expect(rest.body.content.map((item: { id: number }) => item.id)).toEqual(expected);
    const trpc = await agent.query('catalogue.search', { type: 'movie', query: 'intersteller' });
    expect(trpc.data.results.map((item: { id: number }) => item.id)).toEqual(expected);
  });
});
