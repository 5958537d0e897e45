import { type CatalogueItem, type MediaType, type PersonCreditEntry, TOP_DIRECTORS } from '@kinora/domain';
import { type Catalogue, createCachedCatalogue, createCatalogue, createTmdbCatalogue } from '@kinora/tmdb';
import { type LibraryServer, TEST_API_KEY } from '@kinora/tmdb/testing';
import { titleKey } from '../../src/services/chat/recommender/text';

/**
 * The catalogue a question table runs against, and the facts its questions are built from. Questions never
 * hard-code a demo title (the demo is generated); they ask about titles and people picked by property here.
 */

export type Mode = 'demo' | 'tmdb';
export type Ref = CatalogueItem & { media_type: MediaType };
export type World = {
  mode: Mode;
  label: string;
  catalogue: Catalogue;
  now: () => Date;
  /** Minutes (a show's episode length), or undefined when unknown. */
  runtimeOf(media: MediaType, id: number): Promise<number | undefined>;
  refs: { movie: Ref; movie2: Ref; show: Ref };
  director: { id: number; name: string };
  actor: { id: number; name: string };
};

const MIN_CREDITS = 4;
const MIN_VOTES = 100;

const released = (item: CatalogueItem, today: string) =>
  (item.release_date ?? item.first_air_date ?? '9999') <= today;
const listed = (item: CatalogueItem, today: string) =>
  !item.adult && Boolean(item.poster_path || item.backdrop_path) && released(item, today);

/** Whether a name is the only exact match of its own search, so a question naming it is unambiguous. */
async function uniqueTitle(catalogue: Catalogue, item: Ref): Promise<boolean> {
  const name = item.title ?? item.name ?? '';
  const [movies, shows] = await Promise.all([catalogue.search('movie', name), catalogue.search('tv', name)]);
  const same = [...movies.results, ...shows.results].filter(
    (r) => titleKey(r.title ?? r.name ?? '') === titleKey(name),
  );
  return same.length === 1;
}

async function pickRef(
  catalogue: Catalogue,
  media: MediaType,
  today: string,
  skip: number[] = [],
): Promise<Ref> {
  for (let page = 1; page <= 5; page++) {
    const list = await catalogue.discover(media, { minVotes: MIN_VOTES, releasedTo: today }, page);
    for (const item of list.results) {
      const ref: Ref = { ...item, media_type: media };
      if (skip.includes(item.id) || !listed(item, today) || (item.genre_ids?.length ?? 0) < 2) continue;
      if (await uniqueTitle(catalogue, ref)) return ref;
    }
  }
  throw new Error(`no unambiguous ${media} to compare with`);
}

const usable = (entries: PersonCreditEntry[], today: string) =>
  new Set(entries.filter((e) => e.media_type === 'movie' && listed(e, today)).map((e) => e.id)).size;

async function uniquePerson(catalogue: Catalogue, name: string): Promise<boolean> {
  const found = await catalogue.searchPeople(name);
  return found.results.filter((p) => p.name.toLowerCase() === name.toLowerCase()).length === 1;
}

async function demoDirector(catalogue: Catalogue, today: string) {
  for (const d of TOP_DIRECTORS) {
    const credits = await catalogue.personCredits(d.id);
    const directed = credits.crew.filter((c) => c.job === 'Director');
    if (usable(directed, today) >= MIN_CREDITS && (await uniquePerson(catalogue, d.name))) return d;
  }
  throw new Error('no top director with enough films');
}

async function demoActor(catalogue: Catalogue, today: string) {
  const popular = await catalogue.movieList('popular');
  for (const movie of popular.results) {
    const credits = await catalogue.credits('movie', movie.id);
    for (const lead of credits.cast.slice(0, 2)) {
      const own = await catalogue.personCredits(lead.id);
      if (usable(own.cast, today) >= MIN_CREDITS && (await uniquePerson(catalogue, lead.name))) {
        return { id: lead.id, name: lead.name };
      }
    }
  }
  throw new Error('no actor with enough films');
}

export async function demoWorld(nowMs: number): Promise<World> {
  const now = () => new Date(nowMs);
  const catalogue = createCatalogue({ fetch: globalThis.fetch, now: () => nowMs });
  const today = now().toISOString().slice(0, 10);
  const movie = await pickRef(catalogue, 'movie', today);
  return {
    mode: 'demo',
    label: `demo catalogue on ${today}`,
    catalogue,
    now,
    async runtimeOf(media, id) {
      const detail = await catalogue.details(media, id);
      return (media === 'movie' ? detail.runtime : detail.episode_run_time?.[0]) ?? undefined;
    },
    refs: {
      movie,
      movie2: await pickRef(catalogue, 'movie', today, [movie.id]),
      show: await pickRef(catalogue, 'tv', today),
    },
    director: await demoDirector(catalogue, today),
    actor: await demoActor(catalogue, today),
  };
}

/** The recorded library (TMDB's own data) is from January 2024; its questions are asked on that day. */
export const LIBRARY_NOW = Date.UTC(2024, 0, 15, 12);

export function tmdbWorld(server: LibraryServer): World {
  const now = () => new Date(LIBRARY_NOW);
  // The real client and cache, with the outbound limiter opened up: the table asks hundreds of questions, and
  // the limiter (TMDB's ceiling) is not what it tests.
  const catalogue = createCachedCatalogue(
    createTmdbCatalogue({
      baseUrl: server.baseUrl,
      apiKey: TEST_API_KEY,
      fetch: globalThis.fetch,
      now: () => LIBRARY_NOW,
      maxRequestsPerSecond: 10_000,
    }),
    { now: () => LIBRARY_NOW },
  );
  const { library } = server;
  const movie = (id: number): Ref => ({
    ...(library.movies.find((m) => m.id === id) as CatalogueItem),
    media_type: 'movie',
  });
  const show = (id: number): Ref => ({
    ...(library.tv.find((m) => m.id === id) as CatalogueItem),
    media_type: 'tv',
  });
  return {
    mode: 'tmdb',
    label: 'TMDB recordings (local library server)',
    catalogue,
    now,
    runtimeOf: async (media, id) => library.runtimes[media][String(id)],
    refs: { movie: movie(550), movie2: movie(27205), show: show(1399) },
    director: { id: 525, name: 'Christopher Nolan' },
    actor: { id: 287, name: 'Brad Pitt' },
  };
}
