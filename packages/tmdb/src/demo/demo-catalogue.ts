import { AppError, DEFAULT_LOCALE, type Locale, type MediaType, type Page } from '@kinora/domain';
import type { Catalogue, Keyword, MultilingualCatalogue } from '../catalogue';
import { NOW_PLAYING_WINDOW_DAYS, UPCOMING_WINDOW_DAYS } from '../shared/constants';
import { dayNumber, isoDay } from '../shared/dates';
import { clampPage, pageOf } from '../shared/paging';
import { creditId } from './credits';
import { createDayView, type DayView } from './day-view';
import { createDemoSearch } from './demo-search';
import { discoverList } from './discover';
import { demoTitleOfImdbId } from './imdb-ids';
import { titleKeywords } from './keywords';
import { type DemoLanguage, demoLanguage, ENGLISH } from './languages';
import { DEMO_COUNTS, ID_BASE, indexOf } from './layout';
import { browseList, movieCategory, similarList, trendingList, tvCategory } from './lists';
import type { MovieRecord } from './movie-records';
import type { PersonRecord } from './person-records';
import { movieRating, tvRating } from './ratings';
import { recommendationList } from './recommendations';
import { personCredits, personDetail, personItem, profilePath, titleCredits } from './shape-people';
import { movieDetail, movieItem, seasonDetail, tvDetail, tvItem } from './shape-titles';
import type { TvRecord } from './tv-records';
import { titleVideos } from './videos';
import { demoRegionProviders, demoWatchProviders } from './watch-providers';
import { createWorld, type DemoWorld } from './world';

export type DemoCatalogueOptions = {
  /** Epoch ms; "today" (UTC) decides what is now playing, upcoming or on the air. */
  now: () => number;
  /** Same seed and same day give the same catalogue. */
  seed?: number;
};

export const DEFAULT_DEMO_SEED = 1;

const MEDIA_LABEL: Readonly<Record<MediaType, string>> = { movie: 'Movie', tv: 'TV show' };

/**
 * The embedded catalogue: generated, offline, TMDB-shaped. The seed-only world is built here; the search
 * indexes, credits and day-dependent lists are built on first use.
 */
export function createDemoCatalogue(options: DemoCatalogueOptions): MultilingualCatalogue {
  const seed = (options.seed ?? DEFAULT_DEMO_SEED) >>> 0;
  const world = createWorld(seed);
  const search = createDemoSearch(world);
  let view: DayView | undefined;
  let popularPeople: number[] | undefined;
  const keywordMemo: Record<MediaType, Map<number, Keyword[]>> = { movie: new Map(), tv: new Map() };
  function keywordsOf(media: MediaType, record: MovieRecord | TvRecord): Keyword[] {
    let list = keywordMemo[media].get(record.index);
    if (!list) {
      list = titleKeywords(seed, media, record);
      keywordMemo[media].set(record.index, list);
    }
    return list;
  }
  const keywordIds = (media: MediaType, record: MovieRecord | TvRecord) =>
    keywordsOf(media, record).map((k) => k.id);

  function today(): DayView {
    const day = dayNumber(options.now());
    if (view?.day !== day) view = createDayView(day);
    return view;
  }
  const movie = (id: number) => lookup(world.movies, id, ID_BASE.MOVIE, DEMO_COUNTS.MOVIES, 'movie');
  const show = (id: number) => lookup(world.tv, id, ID_BASE.TV, DEMO_COUNTS.TV, 'tv');
  const title = (media: MediaType, id: number): MovieRecord | TvRecord =>
    media === 'movie' ? movie(id) : show(id);
  function person(id: number) {
    const found = world.personById.get(id);
    if (!found) throw new AppError('NOT_FOUND', `Person ${id} not found`);
    return found;
  }

  const views = new Map<Locale, Catalogue>();
  const catalogue: MultilingualCatalogue = {
    ...speaking(ENGLISH),
    inLocale(locale) {
      if (locale === DEFAULT_LOCALE) return catalogue;
      let view = views.get(locale);
      if (!view) {
        view = speaking(demoLanguage(locale));
        views.set(locale, view);
      }
      return view;
    },
  };
  return catalogue;

  /** The catalogue in one language: the same world, lists and search, with its texts written in `lang`. */
  function speaking(lang: DemoLanguage): Catalogue {
    const item = (v: DayView, media: MediaType) => (index: number) =>
      media === 'movie'
        ? movieItem(seed, v, world.movies[index] as MovieRecord, lang)
        : tvItem(seed, v, world.tv[index] as TvRecord, lang);
    const titlePage = (v: DayView, media: MediaType, indices: number[], page: number | undefined) =>
      mapPage(pageOf(indices, clampPage(page)), item(v, media));

    return {
      kind: 'demo',
      async trending(media, page) {
        const v = today();
        const result = titlePage(v, media, trendingList(world, v, media), page);
        return { ...result, results: result.results.map((r) => ({ ...r, media_type: media })) };
      },
      async movieList(category, page) {
        const v = today();
        const result = titlePage(v, 'movie', movieCategory(world, v, category), page);
        if (category === 'now_playing')
          return { dates: dateWindow(v.day - NOW_PLAYING_WINDOW_DAYS, v.day), ...result };
        if (category === 'upcoming')
          return { dates: dateWindow(v.day + 1, v.day + UPCOMING_WINDOW_DAYS), ...result };
        return result;
      },
      async tvList(category, page) {
        const v = today();
        return titlePage(v, 'tv', tvCategory(world, v, category), page);
      },
      async details(media, id) {
        const v = today();
        if (media === 'movie') return movieDetail(seed, v, movie(id), lang);
        const record = show(id);
        return tvDetail(seed, v, record, createdBy(world, record.index), lang);
      },
      async credits(media, id) {
        const record = title(media, id);
        const book = world.credits()[media][record.index];
        const ref = { media, index: record.index };
        return titleCredits(world, ref, book ?? { cast: [], crew: [] }, record.id);
      },
      async similar(media, id, page) {
        const record = title(media, id);
        return titlePage(today(), media, similarList(world, media, record.index), page);
      },
      async videos(media, id) {
        const v = today();
        const record = title(media, id);
        const releaseDay = 'releaseOffset' in record ? v.releaseDay(record) : v.schedule(record).firstAirDay;
        return titleVideos(seed, media, record.index, releaseDay, lang);
      },
      async season(tvId, seasonNumber) {
        const v = today();
        const record = show(tvId);
        const slot = v.schedule(record).seasons.find((s) => s.number === seasonNumber);
        if (!slot) throw new AppError('NOT_FOUND', `Season ${seasonNumber} of TV show ${tvId} not found`);
        return seasonDetail(seed, v, record, slot, lang);
      },
      async search(kind, query, options) {
        const v = today();
        return titlePage(v, kind, search.find(kind, query, options), options?.page);
      },
      async searchPeople(query, options) {
        const v = today();
        const indices = search.find('person', query, options);
        return mapPage(pageOf(indices, clampPage(options?.page)), (i) =>
          personItem(world, v, world.people[i] as PersonRecord, lang),
        );
      },
      async popularPeople(page) {
        const v = today();
        popularPeople ??= [...world.people]
          .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
          .map((p) => p.index);
        return mapPage(pageOf(popularPeople, clampPage(page)), (i) =>
          personItem(world, v, world.people[i] as PersonRecord, lang),
        );
      },
      person: async (id) => personDetail(world, today(), person(id), lang),
      personCredits: async (id) => personCredits(world, today(), person(id), lang),
      async browse(kind, media, list, page) {
        const v = today();
        return titlePage(v, media, browseList(world, v, kind, media, list), page);
      },
      async discover(media, filters, page) {
        const v = today();
        return titlePage(v, media, discoverList(world, v, media, filters), page);
      },
      async recommendations(media, id, page) {
        const v = today();
        const record = title(media, id);
        return titlePage(v, media, recommendationList(world, v, media, record.index, keywordIds), page);
      },
      keywords: async (media, id) => keywordsOf(media, title(media, id)).map((k) => ({ ...k })),
      certification: async (media, id) =>
        media === 'movie' ? movieRating(seed, movie(id)) : tvRating(seed, show(id)),
      async watchProviders(media, id) {
        title(media, id);
        return demoWatchProviders(seed, media, id);
      },
      regionProviders: async (_media, region) => demoRegionProviders(region),
      async findByImdbId(imdbId) {
        const found = demoTitleOfImdbId(imdbId);
        if (!found) return null;
        return { media: found.media, item: item(today(), found.media)(found.index) };
      },
    };
  }
}

function lookup<T>(records: T[], id: number, base: number, count: number, media: MediaType): T {
  const index = indexOf(id, base, count);
  const record = index === undefined ? undefined : records[index];
  if (record === undefined) throw new AppError('NOT_FOUND', `${MEDIA_LABEL[media]} ${id} not found`);
  return record;
}

/** TMDB's created_by: the show's creators, with the same credit ids as in its credits. */
function createdBy(world: DemoWorld, tvIndex: number) {
  const credits = world.credits().tv[tvIndex];
  const ref = { media: 'tv' as const, index: tvIndex };
  return (credits?.crew ?? [])
    .filter((c) => c.job === 'Creator')
    .map((c) => {
      const p = world.people[c.person] as PersonRecord;
      return {
        id: p.id,
        credit_id: creditId(world.seed, ref, c.slot),
        name: p.name,
        original_name: p.name,
        gender: p.gender,
        profile_path: profilePath(world.seed, p),
      };
    });
}

function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, results: page.results.map(map) };
}

function dateWindow(fromDay: number, toDay: number) {
  return { maximum: isoDay(toDay), minimum: isoDay(fromDay) };
}
