import type { PersonCreditEntry } from '@kinora/domain';
import { type CatalogueItem, isAppError, type MediaType, type Page, type TitleDetail } from '@kinora/domain';
import type { Catalogue } from '@kinora/tmdb';
import { titleKeyOf } from './conversation';
import {
  askedConcepts,
  discoverFilters,
  hintedGenres,
  moodConcepts,
  wantsChildrensShows,
} from './discover-filters';
import { conceptIds, conceptsOf } from './genre-concepts';
import type { Intent, TitleRef } from './intent';
import type { FoundTitle } from './resolve-spans';
import type { Viewer } from './viewer';

/**
 * Where candidate titles come from. Each source adds titles with a note of why (and how high it ranked there),
 * so scoring can weigh "recommended for <title>" above "shares a genre". Sources never throw on a missing
 * title (an id the catalogue forgot); real outages still surface.
 */

export type Source =
  | 'discover'
  | 'recommended'
  | 'similar'
  | 'people'
  | 'person'
  | 'taste'
  | 'loved'
  | 'watch-later'
  | 'popular';

export type Candidate = {
  item: FoundTitle;
  /** Best (lowest) position per source. */
  sources: Map<Source, number>;
  /** The runtime is known to fit (it came from a runtime-filtered query). */
  lengthChecked: boolean;
  /** The age rating is known to fit (it came from a rating-filtered query). */
  ratingChecked: boolean;
  /** Person credits: billing order (cast) or 0 for a directing/writing credit. */
  billing?: number;
};

export type Pool = Map<string, Candidate>;
/** What the query a title came from already vouched for. */
export type Vouched = { length?: boolean; rating?: boolean };

export type ReferenceFacts = {
  item: FoundTitle;
  keywords: Set<number>;
  /** Titles (as `media:id`) the reference's director and lead actors also made. */
  peopleTitles: Set<string>;
};

export type GatherContext = { catalogue: Catalogue; nowMs: number; viewer: Viewer };

const CAST_FOR_REFERENCE = 2;
const WATCHED_FOR_TASTE = 3;
const WATCH_LATER_CANDIDATES = 5;
const DISCOVER_PAGES = 2;
/**
 * Pages to read when titles are kept or dropped after the query, by what it cannot filter (themes, a show's
 * rating): more titles to choose from. The demo answers pages in process; TMDB charges a request per page.
 */
const FILTERED_AFTER_PAGES: Readonly<Record<Catalogue['kind'], number>> = { demo: 5, tmdb: 3 };

export async function orNothing<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

export function add(
  pool: Pool,
  media: MediaType,
  items: readonly CatalogueItem[],
  source: Source,
  vouched: Vouched = {},
) {
  items.forEach((raw, position) => {
    const itemMedia = raw.media_type === 'movie' || raw.media_type === 'tv' ? raw.media_type : media;
    if (itemMedia !== media) return;
    const key = titleKeyOf(media, raw.id);
    let candidate = pool.get(key);
    if (!candidate) {
      candidate = {
        item: { ...raw, media_type: media },
        sources: new Map(),
        lengthChecked: false,
        ratingChecked: false,
      };
      pool.set(key, candidate);
    }
    const before = candidate.sources.get(source);
    if (before === undefined || position < before) candidate.sources.set(source, position);
    candidate.lengthChecked ||= Boolean(vouched.length);
    candidate.ratingChecked ||= Boolean(vouched.rating);
  });
}

/** A detail record as a list item (details carry `genres` where lists carry `genre_ids`). */
export function asItem(detail: TitleDetail, media: MediaType): FoundTitle {
  const { genres, ...rest } = detail;
  return { ...rest, genre_ids: genres.map((g) => g.id), media_type: media };
}

async function pages(load: (page: number) => Promise<Page<CatalogueItem>>, count: number) {
  const first = await load(1);
  const more = Math.min(count, first.total_pages) - 1;
  if (more < 1) return first.results;
  const rest = await Promise.all(Array.from({ length: more }, (_, i) => load(i + 2)));
  return [...first.results, ...rest.flatMap((p) => p.results)];
}

/** What every discover query of this intent vouches for: its runtime and (movies) rating filters. */
export const vouchedBy = (intent: Intent, media: MediaType): Vouched => ({
  length: Boolean(intent.length),
  rating: Boolean(intent.ageLimit) && media === 'movie',
});

export async function fromDiscover(ctx: GatherContext, pool: Pool, intent: Intent, media: MediaType) {
  const strict = discoverFilters(intent, media, ctx.nowMs);
  const filteredAfter =
    intent.themes.length > 0 || intent.excludedThemes.length > 0 || wantsChildrensShows(intent, media);
  const count = filteredAfter ? FILTERED_AFTER_PAGES[ctx.catalogue.kind] : DISCOVER_PAGES;
  const loads = [pages((p) => ctx.catalogue.discover(media, strict, p), count)];
  if (intent.genres.length > 1) {
    loads.push(
      pages(
        (p) => ctx.catalogue.discover(media, discoverFilters(intent, media, ctx.nowMs, true), p),
        count - 1,
      ),
    );
  }
  // Themes only suggest genres: titles about them may be filed elsewhere, so look there too.
  const hinted = askedConcepts(intent, media).length === 0 && moodConcepts(intent, media).length === 0;
  if (intent.themes.length > 0 && hinted && hintedGenres(intent, media).length > 0)
    loads.push(pages((p) => ctx.catalogue.discover(media, { ...strict, genres: [] }, p), count));
  const found = await Promise.all(loads);
  for (const items of found) add(pool, media, items, 'discover', vouchedBy(intent, media));
}

/** "Like <title>": its recommendations and similar titles, its people's other work, and its genres and era. */
export async function fromReference(
  ctx: GatherContext,
  pool: Pool,
  intent: Intent,
  media: MediaType,
  reference: FoundTitle,
): Promise<ReferenceFacts> {
  const { catalogue } = ctx;
  const refMedia = reference.media_type;
  const concepts = conceptsOf(reference.genre_ids, refMedia);
  const genres = [...new Set(concepts.map((c) => conceptIds(c, media)[0]).filter((g) => g !== undefined))];
  // Its genres, whatever the era (closeness in time is scored, not required), and, for a title not in
  // English, its language too: "like Spirited Away" is first of all Japanese animation.
  const base = {
    ...discoverFilters({ ...intent, genres: [], moods: [] }, media, ctx.nowMs),
    genres,
    genreMatch: 'any' as const,
  };
  const language = reference.original_language;
  const foreign = language && language !== 'en' ? { ...base, originalLanguage: language } : undefined;
  const [recommended, similar, keywords, credits, related, sameLanguage] = await Promise.all([
    orNothing(() => catalogue.recommendations(refMedia, reference.id)),
    orNothing(() => catalogue.similar(refMedia, reference.id)),
    orNothing(() => catalogue.keywords(refMedia, reference.id)),
    orNothing(() => catalogue.credits(refMedia, reference.id)),
    genres.length > 0 ? catalogue.discover(media, base) : undefined,
    foreign && genres.length > 0 ? catalogue.discover(media, foreign) : undefined,
  ]);
  add(pool, media, recommended?.results ?? [], 'recommended');
  add(pool, media, similar?.results ?? [], 'similar');
  add(pool, media, related?.results ?? [], 'discover', vouchedBy(intent, media));
  add(pool, media, sameLanguage?.results ?? [], 'discover', vouchedBy(intent, media));
  const makers = (credits?.crew ?? []).filter((c) => c.job === 'Director' || c.job === 'Creator').slice(0, 1);
  const leads = (credits?.cast ?? []).slice(0, CAST_FOR_REFERENCE);
  const peopleCredits = await Promise.all(
    [...makers, ...leads].map((p) => orNothing(() => catalogue.personCredits(p.id))),
  );
  const peopleTitles = new Set<string>();
  for (const c of peopleCredits) {
    const entries = [...(c?.cast ?? []), ...(c?.crew ?? [])];
    for (const e of entries) peopleTitles.add(titleKeyOf(e.media_type, e.id));
    add(pool, media, entries, 'people');
  }
  return { item: reference, keywords: new Set((keywords ?? []).map((k) => k.id)), peopleTitles };
}

const DIRECTING_JOBS = new Set(['Director', 'Creator', 'Screenplay', 'Writer', 'Story']);

/** A person's own titles: their directing and writing, or their acting, as the question asked. */
export async function personTitles(catalogue: Catalogue, personId: number, directing: boolean) {
  const credits = await orNothing(() => catalogue.personCredits(personId));
  const crew = (credits?.crew ?? []).filter((c) => c.job && DIRECTING_JOBS.has(c.job));
  const cast = credits?.cast ?? [];
  const chosen: PersonCreditEntry[] = directing
    ? crew.length > 0
      ? crew
      : cast
    : cast.length > 0
      ? cast
      : crew;
  return chosen;
}

export function fromPerson(pool: Pool, media: MediaType, entries: readonly PersonCreditEntry[]) {
  add(pool, media, entries, 'person');
  for (const e of entries) {
    const c = pool.get(titleKeyOf(media, e.id));
    const order = (e as { order?: unknown }).order;
    const billing = typeof order === 'number' ? order : 0;
    if (c) c.billing = Math.min(c.billing ?? billing, billing);
  }
}

/**
 * The viewer's own titles that steer a taste answer: the loved ones first, then (unless only the loved were
 * asked for) the latest watched, of this media. A disliked title is never among them.
 */
export function tasteSeeds(viewer: Viewer, intent: Intent, media: MediaType) {
  const loved = (viewer.loved ?? []).filter((t) => t.media === media).slice(0, WATCHED_FOR_TASTE);
  if (intent.fromLoved) return { loved, recent: [] };
  const skip = new Set([...loved.map((t) => titleKeyOf(t.media, t.id)), ...(viewer.disliked ?? [])]);
  const recent = viewer.recentlyWatched
    .filter((t) => t.media === media && !skip.has(titleKeyOf(t.media, t.id)))
    .slice(0, Math.max(0, WATCHED_FOR_TASTE - loved.length));
  return { loved, recent };
}

/**
 * No subject at all (or "like the ones I loved"): the titles the viewer loved, then what they watched lately,
 * point the way; their watch-later list helps, trends fill.
 */
export async function fromTaste(ctx: GatherContext, pool: Pool, intent: Intent, media: MediaType) {
  const { catalogue, viewer } = ctx;
  const { loved, recent } = tasteSeeds(viewer, intent, media);
  const later = intent.fromLoved
    ? []
    : viewer.watchLater.filter((t) => t.media === media).slice(0, WATCH_LATER_CANDIDATES);
  const hasFilters = Boolean(
    intent.era || intent.length || intent.language || intent.origin || intent.quality || intent.ageLimit,
  );
  const recommendationsOf = (seeds: readonly TitleRef[]) =>
    Promise.all(seeds.map((t) => orNothing(() => catalogue.recommendations(t.media, t.id))));
  const [fromLoved, recommended, saved, trending, discovered] = await Promise.all([
    recommendationsOf(loved),
    recommendationsOf(recent),
    Promise.all(later.map((t) => orNothing(() => catalogue.details(t.media, t.id)))),
    hasFilters ? undefined : catalogue.trending(media),
    hasFilters || recent.length + loved.length === 0
      ? pages((p) => catalogue.discover(media, discoverFilters(intent, media, ctx.nowMs), p), DISCOVER_PAGES)
      : undefined,
  ]);
  for (const page of fromLoved) add(pool, media, page?.results ?? [], 'loved');
  for (const page of recommended) add(pool, media, page?.results ?? [], 'taste');
  add(
    pool,
    media,
    saved.filter((d) => d !== undefined).map((d) => asItem(d, media)),
    'watch-later',
  );
  add(pool, media, trending?.results ?? [], 'popular');
  add(pool, media, discovered ?? [], 'discover', vouchedBy(intent, media));
}

/** Genre weights of what the viewer watched lately (details are cached; a vanished title is skipped). */
export async function tasteGenres(
  catalogue: Catalogue,
  recent: readonly TitleRef[],
): Promise<Map<number, number>> {
  const details = await Promise.all(
    recent.slice(0, WATCHED_FOR_TASTE + 2).map((t) => orNothing(() => catalogue.details(t.media, t.id))),
  );
  const weights = new Map<number, number>();
  for (const d of details) for (const g of d?.genres ?? []) weights.set(g.id, (weights.get(g.id) ?? 0) + 1);
  return weights;
}
