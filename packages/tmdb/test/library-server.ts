import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CatalogueItem, MediaType, Page, PersonCreditEntry, PersonListItem } from '@kinora/domain';
import type { Keyword } from '../src/catalogue';
import { ratingWithin } from '../src/shared/certifications';
import { fixture, TEST_API_KEY, TEST_READ_TOKEN } from './replay-server';

/**
 * A local stand-in for TMDB built on a small library of recorded titles (fixtures/library): where the replay
 * server answers each path with one fixed file, this one answers discover and search queries the way TMDB
 * would on a catalogue of these ~140 titles (genres, language, dates, runtime, votes, order), so code that
 * composes queries (the chat recommender) can be tested for what it asks, not just that it asks.
 * Lists, recommendations and similar titles replay the recorded pages (as id lists into the library).
 */

const LIBRARY = 'library';
const PAGE_SIZE = 20;

const readLibrary = <T>(name: string): T => JSON.parse(fixture(`${LIBRARY}/${name}.json`)) as T;

type Runtimes = Record<MediaType, Record<string, number>>;
type KeywordBook = Record<MediaType, Record<string, Keyword[]>>;
/** US ratings by media and id: a movie's MPA rating, a show's TV rating. */
type Ratings = Record<MediaType, Record<string, string>>;
type CreditsFile = { id: number; cast: PersonCreditEntry[]; crew: PersonCreditEntry[] };

export type Library = {
  movies: CatalogueItem[];
  tv: CatalogueItem[];
  people: PersonListItem[];
  runtimes: Runtimes;
  keywords: KeywordBook;
  certifications: Ratings;
  /** Path -> recorded ids, e.g. `/movie/popular` or `/movie/550/recommendations`. */
  lists: Record<string, number[]>;
  titleCredits: Record<string, unknown>;
  personCredits(id: number): CreditsFile | undefined;
};

/** The recorded library as the server sees it; tests use it to judge answers (e.g. a title's runtime). */
export function loadLibrary(): Library {
  return {
    movies: readLibrary<{ results: CatalogueItem[] }>('movies').results,
    tv: readLibrary<{ results: CatalogueItem[] }>('tv').results,
    people: readLibrary<{ results: PersonListItem[] }>('people').results,
    runtimes: readLibrary<Runtimes>('runtimes'),
    keywords: readLibrary<KeywordBook>('keywords'),
    certifications: readLibrary<Ratings>('certifications'),
    lists: readLibrary<Record<string, number[]>>('lists'),
    titleCredits: readLibrary<Record<string, unknown>>('title-credits'),
    personCredits(id) {
      try {
        return readLibrary<CreditsFile>(`credits/${id}`);
      } catch {
        return undefined;
      }
    },
  };
}

export type LibraryServer = {
  baseUrl: string;
  library: Library;
  /** Every path asked for (without `/3`), with its query. */
  requests: { path: string; query: URLSearchParams }[];
  close(): Promise<void>;
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const dateOf = (item: CatalogueItem) => item.release_date ?? item.first_air_date ?? '';

function pageOf<T>(items: T[], page: number): Page<T> {
  return {
    page,
    results: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total_pages: Math.max(1, Math.ceil(items.length / PAGE_SIZE)),
    total_results: items.length,
  };
}

/** TMDB's discover over the library: the same parameters the client sends, with TMDB's meanings. */
function discover(library: Library, media: MediaType, q: URLSearchParams): CatalogueItem[] {
  const pool = media === 'movie' ? library.movies : library.tv;
  const dateKey = media === 'movie' ? 'primary_release_date' : 'first_air_date';
  const withGenres = q.get('with_genres');
  const anyOf = withGenres?.includes('|');
  const genres = withGenres ? withGenres.split(/[|,]/).map(Number) : [];
  const without = (q.get('without_genres') ?? '').split(',').filter(Boolean).map(Number);
  const runtime = (item: CatalogueItem) => library.runtimes[media][String(item.id)];
  const number = (key: string) => (q.has(key) ? Number(q.get(key)) : undefined);
  const rating = (item: CatalogueItem) => library.certifications[media][String(item.id)];
  // TMDB rates movies per country; its TV discover ignores rating parameters.
  const ratingMax =
    media === 'movie' && q.get('certification_country') === 'US' ? q.get('certification.lte') : null;
  const [runtimeMin, runtimeMax, minVotes] = [
    number('with_runtime.gte'),
    number('with_runtime.lte'),
    number('vote_count.gte'),
  ];
  const kept = pool.filter((item) => {
    const ids = item.genre_ids ?? [];
    if (
      genres.length &&
      !(anyOf ? genres.some((g) => ids.includes(g)) : genres.every((g) => ids.includes(g)))
    )
      return false;
    if (without.some((g) => ids.includes(g))) return false;
    if (q.get('include_adult') !== 'true' && item.adult) return false;
    if (q.has('with_original_language') && item.original_language !== q.get('with_original_language'))
      return false;
    const from = q.get(`${dateKey}.gte`);
    const to = q.get(`${dateKey}.lte`);
    // TMDB leaves out titles without a date when a date range is asked for.
    if ((from || to) && !dateOf(item)) return false;
    if (from && dateOf(item) < from) return false;
    if (to && dateOf(item) > to) return false;
    if (runtimeMin !== undefined || runtimeMax !== undefined) {
      const minutes = runtime(item);
      if (minutes === undefined) return false;
      if (runtimeMin !== undefined && minutes < runtimeMin) return false;
      if (runtimeMax !== undefined && minutes > runtimeMax) return false;
    }
    if (minVotes !== undefined && (item.vote_count ?? 0) < minVotes) return false;
    if (ratingMax && !ratingWithin(media, rating(item), ratingMax)) return false;
    return true;
  });
  const sortBy = q.get('sort_by') ?? 'popularity.desc';
  const key = (item: CatalogueItem): number =>
    sortBy.startsWith('vote_average')
      ? (item.vote_average ?? 0)
      : sortBy.includes('date')
        ? Date.parse(dateOf(item) || '1900-01-01')
        : (item.popularity ?? 0);
  return kept.sort((a, b) => key(b) - key(a) || a.id - b.id);
}

/** TMDB's search, roughly: every query word starts a word of the title (or name); exact titles first. */
function search<T extends { id: number; popularity?: number }>(
  items: T[],
  text: (item: T) => string[],
  query: string,
): T[] {
  const words = fold(query);
  const whole = words.join(' ');
  const hits = items.filter((item) =>
    text(item).some((t) => {
      const tokens = fold(t);
      return words.every((w) => tokens.some((token) => token.startsWith(w)));
    }),
  );
  const exact = (item: T) => (text(item).some((t) => fold(t).join(' ') === whole) ? 1 : 0);
  return hits.sort((a, b) => exact(b) - exact(a) || (b.popularity ?? 0) - (a.popularity ?? 0));
}

type Answer = { status: number; body: unknown };

/** A rating in TMDB's envelopes: a theatrical release for a movie, one content rating for a show. */
function ratingsAnswer(media: MediaType, id: number, rating: string | undefined) {
  if (!rating) return { id, results: [] };
  if (media === 'tv') return { id, results: [{ descriptors: [], iso_3166_1: 'US', rating }] };
  const release = { certification: rating, descriptors: [], iso_639_1: '', note: '', type: 3 };
  return { id, results: [{ iso_3166_1: 'US', release_dates: [release] }] };
}

function route(library: Library, path: string, q: URLSearchParams): Answer {
  const page = Number(q.get('page') ?? '1');
  const ok = (body: unknown): Answer => ({ status: 200, body });
  const notFound: Answer = { status: 404, body: JSON.parse(fixture('error_404.json')) };
  const byId = (media: MediaType, id: number) =>
    (media === 'movie' ? library.movies : library.tv).find((item) => item.id === id);
  const listed = (ids: number[], media: MediaType, tagged: boolean) =>
    ids
      .map((id) => byId(media, id))
      .filter((item): item is CatalogueItem => item !== undefined)
      .map((item) => (tagged ? { ...item, media_type: media } : item));

  let match = /^\/discover\/(movie|tv)$/.exec(path);
  if (match) return ok(pageOf(discover(library, match[1] as MediaType, q), page));
  match = /^\/search\/(movie|tv|person)$/.exec(path);
  if (match) {
    const query = q.get('query') ?? '';
    if (!query) return { status: 422, body: JSON.parse(fixture('error_422.json')) };
    if (match[1] === 'person')
      return ok(
        pageOf(
          search(library.people, (p) => [p.name], query),
          page,
        ),
      );
    const items = match[1] === 'movie' ? library.movies : library.tv;
    const text = (item: CatalogueItem) =>
      [item.title, item.name, item.original_title, item.original_name].filter((t): t is string => !!t);
    return ok(pageOf(search(items, text, query), page));
  }
  const recorded = library.lists[path];
  if (recorded) {
    const media: MediaType = path.includes('/tv') ? 'tv' : 'movie';
    const tagged = path.startsWith('/trending') || path.endsWith('/recommendations');
    return ok(pageOf(listed(recorded, media, tagged), page));
  }
  match = /^\/(movie|tv)\/(\d+)\/(recommendations|similar|keywords|credits)$/.exec(path);
  if (match) {
    const media = match[1] as MediaType;
    const id = Number(match[2]);
    if (!byId(media, id)) return notFound;
    if (match[3] === 'keywords') {
      const list = library.keywords[media][String(id)] ?? [];
      return ok(media === 'movie' ? { id, keywords: list } : { id, results: list });
    }
    if (match[3] === 'credits')
      return library.titleCredits[`${media}:${id}`] ? ok(library.titleCredits[`${media}:${id}`]) : notFound;
    // TMDB answers an empty page for a title nobody has linked anything to.
    return ok(pageOf([], 1));
  }
  match = /^\/(movie|tv)\/(\d+)\/(release_dates|content_ratings)$/.exec(path);
  if (match) {
    const media = match[1] as MediaType;
    const id = Number(match[2]);
    if (!byId(media, id) || (media === 'movie') !== (match[3] === 'release_dates')) return notFound;
    return ok(ratingsAnswer(media, id, library.certifications[media][String(id)]));
  }
  match = /^\/person\/(\d+)\/combined_credits$/.exec(path);
  if (match) {
    const credits = library.personCredits(Number(match[1]));
    return credits ? ok(credits) : notFound;
  }
  return notFound;
}

export async function startLibraryServer(): Promise<LibraryServer> {
  const library = loadLibrary();
  const requests: LibraryServer['requests'] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/3/, '');
    requests.push({ path, query: url.searchParams });
    const authorised =
      url.searchParams.get('api_key') === TEST_API_KEY ||
      req.headers.authorization === `Bearer ${TEST_READ_TOKEN}`;
    const answer = authorised
      ? route(library, path, url.searchParams)
      : { status: 401, body: JSON.parse(fixture('error_401.json')) };
    res.writeHead(answer.status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    library,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
