import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for TMDB v3: serves the trimmed fixtures by path, checks credentials the way TMDB does
 * (api_key query parameter or Bearer token), rejects pages above 500 and records every request it sees. Details
 * asked with `append_to_response=images` carry the title's image lists, filtered by language as TMDB filters them.
 * Tests can queue scripted responses for a path to play failures (429, 500, hangs) before the fixture.
 */

export const TEST_API_KEY = 'test-key-5f2c9a';
export const TEST_READ_TOKEN = 'test-token-eyJhbGciOi';
/** TMDB's documented ceiling: pages start at 1 and max at 500. */
const TMDB_MAX_PAGE = 500;

const FIXTURE_BY_PATH: Readonly<Record<string, string>> = {
  '/trending/movie/day': 'trending_movie_day.json',
  '/trending/tv/day': 'trending_tv_day.json',
  '/movie/popular': 'movie_popular.json',
  '/movie/now_playing': 'movie_now_playing.json',
  '/movie/upcoming': 'movie_upcoming.json',
  '/movie/top_rated': 'movie_top_rated.json',
  '/tv/popular': 'tv_popular.json',
  '/tv/top_rated': 'tv_popular.json',
  '/tv/airing_today': 'tv_popular.json',
  '/tv/on_the_air': 'tv_popular.json',
  '/movie/550': 'movie_details_550.json',
  '/tv/1399': 'tv_details_1399.json',
  '/movie/550/credits': 'movie_credits_550.json',
  '/tv/1399/credits': 'tv_credits_1399.json',
  '/movie/550/similar': 'movie_similar_550.json',
  '/tv/1399/similar': 'tv_similar_1399.json',
  '/movie/550/videos': 'movie_videos_550.json',
  '/tv/1399/videos': 'tv_videos_1399.json',
  '/tv/1399/season/1': 'tv_season_1399_1.json',
  '/search/movie': 'search_movie.json',
  '/search/tv': 'search_tv.json',
  '/search/person': 'search_person.json',
  '/person/popular': 'person_popular.json',
  '/person/287': 'person_details_287.json',
  '/person/287/combined_credits': 'person_combined_credits_287.json',
  '/movie/550/recommendations': 'movie_recommendations_550.json',
  '/movie/550/keywords': 'movie_keywords_550.json',
  '/tv/1399/keywords': 'tv_keywords_1399.json',
  '/movie/550/release_dates': 'movie_release_dates_550.json',
  '/tv/1399/content_ratings': 'tv_content_ratings_1399.json',
  '/discover/movie': 'discover_movie.json',
  '/discover/tv': 'discover_tv.json',
  // TMDB /find answers 200 with empty lists for an id it does not know.
  '/movie/550/watch/providers': 'movie_watch_providers_550.json',
  '/watch/providers/movie': 'watch_providers_movie.json',
  '/find/tt0137523': 'find_tt0137523.json',
  '/find/tt0944947': 'find_tt0944947.json',
  '/find/tt0000001': 'find_tt0000001.json',
  '/movie/550/images': 'movie_images_550.json',
  '/tv/1399/images': 'tv_images_1399.json',
};

export type RecordedRequest = {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** When it arrived (wall clock, ms): request-budget tests count requests per second. */
  at: number;
};
export type ScriptedResponse = {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Never answer (until the server closes): plays a stalled upstream. */
  hang?: boolean;
};

export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

/**
 * A fixture's translation when the request asks for a language one was written in (`movie_details_550.fr-FR.json`
 * for `language=fr-FR`), else the English one.
 */
function localisedFixture(name: string, url: URL): string {
  const language = url.searchParams.get('language');
  if (!language || language === 'en-US') return name;
  const translated = name.replace(/\.json$/, `.${language}.json`);
  return existsSync(new URL(`./fixtures/${translated}`, import.meta.url)) ? translated : name;
}

type ImageLists = Record<string, { iso_639_1: string | null }[]>;

/**
 * A title's image lists the way TMDB filters them: `include_image_language=fr,en,null` keeps French, English and
 * textless pictures; without it, only those of the `language` asked. A title without a fixture has empty lists.
 */
function imagesFor(path: string, url: URL): Record<string, unknown> {
  const name = FIXTURE_BY_PATH[`${path}/images`];
  const lists: ImageLists = name ? fixtureJson(name) : { backdrops: [], logos: [], posters: [] };
  const asked = url.searchParams.get('include_image_language')?.split(',') ?? [
    (url.searchParams.get('language') ?? 'en-US').split('-')[0],
  ];
  const kept = (image: { iso_639_1: string | null }) => asked.includes(image.iso_639_1 ?? 'null');
  return Object.fromEntries(
    Object.entries(lists).map(([key, list]) => [key, Array.isArray(list) ? list.filter(kept) : list]),
  );
}

/** The fixture's body with the methods of `append_to_response` appended under their names, as TMDB does. */
function withAppended(body: string, path: string, url: URL): string {
  const appended = url.searchParams.get('append_to_response')?.split(',') ?? [];
  if (!appended.includes('images')) return body;
  return JSON.stringify({ ...JSON.parse(body), images: imagesFor(path, url) });
}

export function fixtureJson<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(fixture(name)) as T;
}

export type ReplayServer = {
  /** Base URL including TMDB's `/3` prefix. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Requests seen for one path (without `/3`). */
  requestsTo(path: string): RecordedRequest[];
  /** Queues responses for a path; each is used once, then the fixture answers again. */
  script(path: string, ...responses: ScriptedResponse[]): void;
  close(): Promise<void>;
};

export async function startReplayServer(): Promise<ReplayServer> {
  const requests: RecordedRequest[] = [];
  const scripts = new Map<string, ScriptedResponse[]>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/3/, '');
    requests.push({ path, query: url.searchParams, headers: req.headers, at: Date.now() });
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
      res.end(body);
    };
    const scripted = scripts.get(path)?.shift();
    if (scripted?.hang) return;
    if (scripted) return send(scripted.status, scripted.body ?? '{}', scripted.headers);
    const authorised =
      url.searchParams.get('api_key') === TEST_API_KEY ||
      req.headers.authorization === `Bearer ${TEST_READ_TOKEN}`;
    if (!authorised) return send(401, fixture('error_401.json'));
    const page = Number(url.searchParams.get('page') ?? '1');
    if (page < 1 || page > TMDB_MAX_PAGE) {
      return send(
        400,
        JSON.stringify({
          success: false,
          status_code: 22,
          status_message:
            'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
        }),
      );
    }
    if (path.startsWith('/search/') && !url.searchParams.get('query'))
      return send(422, fixture('error_422.json'));
    const name = FIXTURE_BY_PATH[path];
    if (!name) return send(404, fixture('error_404.json'));
    if (path.endsWith('/images'))
      return send(200, JSON.stringify(imagesFor(path.slice(0, -'/images'.length), url)));
    return send(200, withAppended(fixture(localisedFixture(name, url)), path, url));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    requests,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    script(path, ...responses) {
      scripts.set(path, [...(scripts.get(path) ?? []), ...responses]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
