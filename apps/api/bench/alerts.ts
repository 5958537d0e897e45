import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createCachedCatalogue, createTmdbCatalogue } from '@kinora/tmdb';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { profileServices, users, watchlistItems } from '../src/db/schema';
import { type AlertRunSummary, checkAlerts } from '../src/services/alerts/check-alerts';

const VIEWERS = 1_000;
const FOLLOWS_EACH = 10;
/** How long the TMDB stand-in takes to answer: a fast real network round trip. */
const UPSTREAM_DELAY_MS = 10;
/** The smaller following whose run is paced by the TMDB client's real limiter (30 requests a second). */
const PACED_VIEWERS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const ROWS_PER_INSERT = 1_000;

/** A local TMDB stand-in that counts what reaches it: requests, the most at once, the most in one second. */
async function startTmdbStandIn(today: number) {
  const counts = { requests: 0, inFlight: 0, peakInFlight: 0, perSecond: new Map<number, number>() };
  const iso = (offsetDays: number) => new Date(today + offsetDays * DAY_MS).toISOString().slice(0, 10);
  const server = createServer((request, response) => {
    counts.requests += 1;
    counts.inFlight += 1;
    counts.peakInFlight = Math.max(counts.peakInFlight, counts.inFlight);
    const second = Math.floor(performance.now() / 1000);
    counts.perSecond.set(second, (counts.perSecond.get(second) ?? 0) + 1);
    const [, media, id, providers] =
      /^\/3\/(movie|tv)\/(\d+)(\/watch\/providers)?/.exec(request.url ?? '') ?? [];
    const n = Number(id);
    // Every third title has news: an episode yesterday, a release today; offers move with the id.
    const body = providers
      ? {
          id: n,
          results: {
            US: { flatrate: [{ provider_id: 8 + (n % 3), provider_name: 'Stream', logo_path: null }] },
          },
        }
      : media === 'movie'
        ? { id: n, title: `Movie ${n}`, genres: [], release_date: iso(n % 3 === 0 ? 0 : -400) }
        : {
            id: n,
            name: `Show ${n}`,
            genres: [],
            last_episode_to_air: {
              season_number: 1,
              episode_number: 2,
              name: 'Two',
              air_date: iso(n % 3 === 0 ? -1 : -90),
            },
            next_episode_to_air: null,
          };
    setTimeout(() => {
      counts.inFlight -= 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    }, UPSTREAM_DELAY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    counts,
    reset() {
      counts.requests = 0;
      counts.peakInFlight = 0;
      counts.perSecond.clear();
    },
    maxPerSecond: () => Math.max(0, ...counts.perSecond.values()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * `viewers` accounts following `FOLLOWS_EACH` titles each, written straight to the database. `distinct`: every
 * follow is a title of its own; otherwise viewers share a skewed pool, as they share popular shows. Half the
 * viewers have services in the US.
 */
async function seed(app: Awaited<ReturnType<typeof buildApp>>, viewers: number, distinct: boolean) {
  const db = app.deps.db;
  let state = 42;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pool = Math.round((viewers * FOLLOWS_EACH) / 4);
  const ids = Array.from({ length: viewers }, () => randomUUID());
  for (let start = 0; start < ids.length; start += ROWS_PER_INSERT) {
    const chunk = ids.slice(start, start + ROWS_PER_INSERT);
    // The database gives each account its main profile, whose id is the account's.
    await db.insert(users).values(chunk.map((id) => ({ id, email: `${id}@bench.invalid`, username: id })));
  }
  const follows: (typeof watchlistItems.$inferInsert)[] = [];
  ids.forEach((profileId, v) => {
    const chosen = new Set<number>();
    while (chosen.size < FOLLOWS_EACH) {
      chosen.add(distinct ? v * FOLLOWS_EACH + chosen.size : Math.floor(pool * random() ** 2));
    }
    for (const n of chosen) {
      const mediaType = n % 2 === 0 ? ('movie' as const) : ('tv' as const);
      follows.push({ profileId, mediaType, tmdbId: 1_000 + n, title: `Title ${n}` });
    }
  });
  for (let start = 0; start < follows.length; start += ROWS_PER_INSERT) {
    await db.insert(watchlistItems).values(follows.slice(start, start + ROWS_PER_INSERT));
  }
  const withServices = ids.filter((_, v) => v % 2 === 0);
  for (let start = 0; start < withServices.length; start += ROWS_PER_INSERT) {
    await db
      .insert(profileServices)
      .values(
        withServices.slice(start, start + ROWS_PER_INSERT).map((profileId) => ({ profileId, providerId: 9 })),
      );
  }
  return new Set(follows.map((f) => `${f.mediaType}:${f.tmdbId}`)).size;
}

export type AlertRunFigures = {
  label: string;
  follows: number;
  viewers: number;
  distinctTitles: number;
  runs: {
    ms: number;
    upstream: number;
    peakInFlight: number;
    maxPerSecond: number;
    summary: AlertRunSummary;
  }[];
};

async function measure(
  label: string,
  viewers: number,
  distinct: boolean,
  requestsPerSecond: number | undefined,
  runs: number,
): Promise<AlertRunFigures> {
  const today = Date.parse('2030-03-10T12:00:00Z');
  const standIn = await startTmdbStandIn(today);
  const catalogue = createCachedCatalogue(
    createTmdbCatalogue({
      baseUrl: standIn.baseUrl,
      apiKey: 'bench',
      fetch: globalThis.fetch,
      // Undefined: the client's own default, the pace it keeps with the real TMDB.
      ...(requestsPerSecond ? { maxRequestsPerSecond: requestsPerSecond } : {}),
    }),
    { now: Date.now },
  );
  const app = await buildApp(testConfig(), { catalogue, now: () => new Date(today) });
  try {
    const distinctTitles = await seed(app, viewers, distinct);
    const figures: AlertRunFigures = {
      label,
      follows: viewers * FOLLOWS_EACH,
      viewers,
      distinctTitles,
      runs: [],
    };
    for (let run = 0; run < runs; run++) {
      standIn.reset();
      const started = performance.now();
      const summary = await checkAlerts(app.deps);
      figures.runs.push({
        ms: performance.now() - started,
        upstream: standIn.counts.requests,
        peakInFlight: standIn.counts.peakInFlight,
        maxPerSecond: standIn.maxPerSecond(),
        summary,
      });
    }
    return figures;
  } finally {
    await app.close();
    await standIn.close();
  }
}

/**
 * The alerts job over 1,000 viewers following 10 titles each (10,000 follows), against a local TMDB stand-in
 * behind the real client and cache: each run's time, the upstream requests it made, the most in flight and in
 * one second. Without the client's pacing (what the run itself costs), with every title different and with
 * viewers sharing popular titles; then a smaller following at the client's real pace, to show the rate it keeps.
 */
export async function measureAlertRuns(): Promise<AlertRunFigures[]> {
  return [
    await measure('10,000 follows, every title different', VIEWERS, true, 100_000, 2),
    await measure('10,000 follows, shared popular titles', VIEWERS, false, 100_000, 2),
    await measure(
      `${PACED_VIEWERS * FOLLOWS_EACH} follows at the TMDB client's own pace`,
      PACED_VIEWERS,
      false,
      undefined,
      1,
    ),
  ];
}

export function alertLines(all: AlertRunFigures[]): string[] {
  return all.flatMap((f) =>
    f.runs.map(
      (r, i) =>
        `alerts run ${i === 0 ? '(cold cache)' : '(again)     '}, ${f.label} (${f.viewers} viewers, ${f.distinctTitles} titles): ${(r.ms / 1000).toFixed(1)} s, ${r.upstream} upstream requests (${r.summary.catalogueReads} catalogue reads), at most ${r.peakInFlight} at once and ${r.maxPerSecond} in one second; ${r.summary.created} alerts`,
    ),
  );
}

// `pnpm exec tsx bench/alerts.ts`: this part alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.info(alertLines(await measureAlertRuns()).join('\n'));
}
