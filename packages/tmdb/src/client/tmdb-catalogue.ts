import {
  AppError,
  type CatalogueItem,
  DEFAULT_LOCALE,
  type Locale,
  type Page,
  type PersonCredits,
  type PersonListItem,
  type RegionOffers,
  type SearchType,
  type TitleDetail,
  type WatchProvider,
} from '@kinora/domain';
import type { Catalogue, Keyword, MultilingualCatalogue } from '../catalogue';
import { DEFAULT_LANGUAGE, EMPTY_QUERY_MESSAGE } from '../shared/constants';
import { imageLanguages, languageCode, tmdbLanguage, videoLanguages } from '../shared/languages';
import { clampPage, clampTotalPages } from '../shared/paging';
import {
  BURST_FRACTION,
  DEFAULT_MAX_RETRIES,
  DEFAULT_MAX_RETRY_TIME_MS,
  DEFAULT_REQUESTS_PER_SECOND,
  DEFAULT_TIMEOUT_MS,
} from './constants';
import { endpoints } from './endpoints';
import { malformedError } from './errors';
import { createTmdbHttp, type FetchLike, type TmdbHttp, type TmdbRequest } from './http';
import { usRating } from './ratings';
import { withChosenImages } from './title-images';

export type TmdbCatalogueOptions = {
  /** TMDB v3 root, e.g. `https://api.themoviedb.org/3` (see TMDB_BASE_URL) or a local replay server. */
  baseUrl: string;
  /** v3 API key, sent as the `api_key` query parameter. */
  apiKey?: string;
  /** API Read Access Token, sent as `Authorization: Bearer`; preferred when both are given. */
  readToken?: string;
  fetch: FetchLike;
  /** Epoch ms; drives Retry-After dates, the retry budget, the rate limiter and "today" of on-air rows. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source in [0, 1). */
  random?: () => number;
  timeoutMs?: number;
  maxRetries?: number;
  /** Total time one request may spend waiting between attempts. */
  maxRetryTimeMs?: number;
  maxRequestsPerSecond?: number;
  /** TMDB `language` of the catalogue itself (default en-US); `inLocale` views ask for their own. */
  language?: string;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The real catalogue: TMDB v3 over HTTP. Pages are clamped to 1..500 both ways. Its `inLocale` views share the
 * connection settings and the outbound rate limiter; each request of a view asks for the view's language.
 */
export function createTmdbCatalogue(options: TmdbCatalogueOptions): MultilingualCatalogue {
  if (!options.apiKey && !options.readToken) {
    throw new TypeError('createTmdbCatalogue needs an apiKey or a readToken');
  }
  const now = options.now ?? Date.now;
  const requestsPerSecond = options.maxRequestsPerSecond ?? DEFAULT_REQUESTS_PER_SECOND;
  const baseLanguage = options.language ?? DEFAULT_LANGUAGE;
  const http = createTmdbHttp({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    readToken: options.readToken,
    fetch: options.fetch,
    now,
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    maxRetryTimeMs: options.maxRetryTimeMs ?? DEFAULT_MAX_RETRY_TIME_MS,
    requestsPerSecond,
    burst: Math.max(1, Math.floor(requestsPerSecond * BURST_FRACTION)),
    language: baseLanguage,
  });

  const views = new Map<Locale, Catalogue>();
  const catalogue: MultilingualCatalogue = {
    ...catalogueOver(http, now, baseLanguage),
    inLocale(locale) {
      if (locale === DEFAULT_LOCALE) return catalogue;
      let view = views.get(locale);
      if (!view) {
        view = catalogueOver(http, now, baseLanguage, locale);
        views.set(locale, view);
      }
      return view;
    },
  };
  return catalogue;
}

/**
 * Every read over one HTTP client. Without a locale, requests go as they always did (the client's own
 * `language`); with one, each asks for it, and videos for that language's and English ones (TMDB leaves the
 * others out). Details bring the title's images in that language, English and without text, to choose from.
 */
function catalogueOver(http: TmdbHttp, now: () => number, baseLanguage: string, locale?: Locale): Catalogue {
  const language = locale && tmdbLanguage(locale);
  const imageLanguage = languageCode(language ?? baseLanguage);
  const get = (request: TmdbRequest) =>
    http.get(language ? { ...request, params: { ...request.params, language } } : request);
  const object = async <T>(request: TmdbRequest) => expectObject(await get(request), request) as T;
  const page = async <T>(request: TmdbRequest) => expectPage<T>(await get(request), request);

  return {
    kind: 'tmdb',
    trending: (media, p) => page(endpoints.trending(media, clampPage(p))),
    movieList: (category, p) => page(endpoints.movieList(category, clampPage(p))),
    tvList: (category, p) => page(endpoints.tvList(category, clampPage(p))),
    async details(media, id) {
      const request = endpoints.details(media, id, imageLanguages(imageLanguage));
      return withChosenImages(expectObject(await get(request), request), imageLanguage) as TitleDetail;
    },
    credits: (media, id) => object(endpoints.credits(media, id)),
    similar: (media, id, p) => page(endpoints.similar(media, id, clampPage(p))),
    async videos(media, id) {
      const request = endpoints.videos(media, id, locale && videoLanguages(locale));
      const body = expectObject(await get(request), request) as { results?: unknown };
      if (!Array.isArray(body.results)) throw malformedError(`${request.path} has no results list`);
      return body.results;
    },
    season: (tvId, n) => object(endpoints.season(tvId, n)),
    search: async (kind, query, options) => page<CatalogueItem>(searchRequest(kind, query, options)),
    searchPeople: async (query, options) => page<PersonListItem>(searchRequest('person', query, options)),
    popularPeople: (p) => page(endpoints.popularPeople(clampPage(p))),
    person: (id) => object(endpoints.person(id)),
    personCredits: (id) => object<PersonCredits>(endpoints.personCredits(id)),
    browse: (kind, media, list, p) => page(endpoints.browse(kind, media, list, clampPage(p), now())),
    discover: (media, filters, p) => page(endpoints.discover(media, filters, clampPage(p))),
    recommendations: (media, id, p) => page(endpoints.recommendations(media, id, clampPage(p))),
    async keywords(media, id) {
      const request = endpoints.keywords(media, id);
      const body = expectObject(await get(request), request);
      // Same payload, two envelopes: movies say `keywords`, shows say `results`.
      const list = media === 'movie' ? body.keywords : body.results;
      if (!Array.isArray(list)) throw malformedError(`${request.path} has no keyword list`);
      return list as Keyword[];
    },
    async certification(media, id) {
      const request = endpoints.certification(media, id);
      return usRating(media, expectObject(await get(request), request), request.path);
    },
    async watchProviders(media, id) {
      const request = endpoints.watchProviders(media, id);
      const body = expectObject(await get(request), request) as { results?: unknown };
      if (!body.results || typeof body.results !== 'object')
        throw malformedError(`${request.path} has no results`);
      return body.results as Record<string, RegionOffers>;
    },
    async regionProviders(media, region) {
      const request = endpoints.regionProviders(media, region);
      const body = expectObject(await get(request), request) as { results?: unknown };
      if (!Array.isArray(body.results)) throw malformedError(`${request.path} has no results list`);
      // The list carries every country's priority (`display_priorities`); the one of the asked country wins.
      return (body.results as (WatchProvider & { display_priorities?: Record<string, number> })[])
        .map(({ display_priorities, ...provider }) => ({
          ...provider,
          display_priority: display_priorities?.[region] ?? provider.display_priority,
        }))
        .sort((a, b) => (a.display_priority ?? 999) - (b.display_priority ?? 999));
    },
    async findByImdbId(imdbId) {
      const request = endpoints.findByImdbId(imdbId);
      const body = expectObject(await get(request), request) as {
        movie_results?: CatalogueItem[];
        tv_results?: CatalogueItem[];
      };
      // One IMDb id names one title; a movie wins in the (never seen) case that both lists answer.
      const movie = body.movie_results?.[0];
      if (movie) return { media: 'movie', item: movie };
      const show = body.tv_results?.[0];
      return show ? { media: 'tv', item: show } : null;
    },
  };
}

function searchRequest(
  kind: SearchType,
  query: string,
  options: { page?: number; includeAdult?: boolean } = {},
): TmdbRequest {
  // TMDB answers an empty query with a 422; saying it ourselves spares a round trip.
  if (query.trim() === '') throw new AppError('BAD_INPUT', EMPTY_QUERY_MESSAGE);
  return endpoints.search(kind, query, clampPage(options.page), options.includeAdult ?? false);
}

function expectObject(body: unknown, request: TmdbRequest): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw malformedError(`${request.path} did not return an object`);
  }
  return body as Record<string, unknown>;
}

function expectPage<T>(body: unknown, request: TmdbRequest): Page<T> {
  const object = expectObject(body, request) as Partial<Page<T>> & Record<string, unknown>;
  if (!Array.isArray(object.results)) throw malformedError(`${request.path} has no results list`);
  return {
    ...object,
    page: typeof object.page === 'number' ? object.page : 1,
    results: object.results,
    total_pages: clampTotalPages(typeof object.total_pages === 'number' ? object.total_pages : 1),
    total_results: typeof object.total_results === 'number' ? object.total_results : object.results.length,
  };
}
