import type { MediaType } from '@kinora/domain';
import { ratingWithin } from '@kinora/tmdb';
import { titleKeyOf } from './conversation';
import { askedConcepts, avoidedConcepts, dateWindow, moodConcepts } from './discover-filters';
import type { Candidate, ReferenceFacts } from './gather';
import { conceptsOf, fitsConcept, type GenreConcept } from './genre-concepts';
import type { Intent } from './intent';
import { titleKey } from './text';
import { overviewText, shows } from './theme-evidence';
import type { Viewer } from './viewer';

/**
 * Which candidates fit the question (hard rules: media, dates, genres, origin, not watched...) and in which
 * order to show them (soft preferences: how strongly a source vouches for a title, its rating and popularity,
 * the viewer's taste), with a little diversity so ten answers are not ten variations of one film.
 */

export type RankContext = {
  intent: Intent;
  media: MediaType;
  nowMs: number;
  viewer: Viewer;
  exclude: ReadonlySet<string>;
  reference?: ReferenceFacts;
  taste: ReadonlyMap<number, number>;
  /** Keywords per candidate (`media:id`), fetched for the best few when comparing with a reference. */
  keywords: ReadonlyMap<string, ReadonlySet<number>>;
};

const ANIMATION = 16;
const isAnime = (c: Candidate) =>
  c.item.original_language === 'ja' && (c.item.genre_ids ?? []).includes(ANIMATION);
const isKdrama = (c: Candidate) => c.item.original_language === 'ko';

const dateOf = (c: Candidate) => c.item.release_date ?? c.item.first_air_date ?? '';
const yearOf = (c: Candidate) => Number(dateOf(c).slice(0, 4)) || undefined;

/** What every candidate is measured against, worked out once per ranking rather than once per candidate. */
type Rules = {
  window: { from?: string; to?: string };
  asked: GenreConcept[];
  moods: GenreConcept[];
  moodAny: GenreConcept[];
  avoided: GenreConcept[];
  referenceKey?: string;
  tasteTotal: number;
  forChildren: boolean;
};
const rulesMemo = new WeakMap<RankContext, Rules>();
function rulesOf(ctx: RankContext): Rules {
  let rules = rulesMemo.get(ctx);
  if (!rules) {
    const { intent, media } = ctx;
    rules = {
      window: dateWindow(intent, ctx.nowMs),
      asked: askedConcepts(intent, media),
      moods: moodConcepts(intent, media),
      moodAny: intent.moods.flatMap((m) => m.concepts),
      avoided: avoidedConcepts(intent),
      referenceKey: ctx.reference
        ? titleKeyOf(ctx.reference.item.media_type, ctx.reference.item.id)
        : undefined,
      tasteTotal: [...ctx.taste.values()].reduce((a, b) => a + b, 0),
      forChildren: Boolean(intent.ageLimit && ratingWithin('movie', intent.ageLimit.movie, CHILDREN_RATING)),
    };
    rulesMemo.set(ctx, rules);
  }
  return rules;
}

/** Why a candidate may not be shown; `watched` is told apart so the intro can say it left those out. */
export function rejection(c: Candidate, ctx: RankContext): 'watched' | 'unfit' | undefined {
  const { intent, media, viewer } = ctx;
  const rules = rulesOf(ctx);
  const item = c.item;
  const key = titleKeyOf(media, item.id);
  if (item.media_type !== media || ctx.exclude.has(key) || rules.referenceKey === key) return 'unfit';
  if (!item.poster_path && !item.backdrop_path) return 'unfit';
  if (item.adult && !viewer.includeAdult) return 'unfit';
  // Rated 1 star or less: never offered again, even to "even if I've seen it".
  if (viewer.disliked?.has(key)) return 'unfit';
  const date = dateOf(c);
  const { from, to } = rules.window;
  if (!date || (from && date < from) || (to && date > to)) return 'unfit';
  const genres = item.genre_ids ?? [];
  const asked = rules.asked;
  if (asked.length > 0 && !asked.some((g) => fitsConcept(genres, g, media))) return 'unfit';
  const moods = rules.moods;
  if (moods.length > 0 && !moods.some((g) => fitsConcept(genres, g, media))) return 'unfit';
  if (intent.excluded.some((g) => fitsConcept(genres, g, media))) return 'unfit';
  if (intent.origin === 'anime' && !isAnime(c)) return 'unfit';
  if (intent.origin === 'kdrama' && !isKdrama(c)) return 'unfit';
  if (intent.language && item.original_language !== intent.language.code) return 'unfit';
  if (intent.excludedOrigins.some((o) => (o === 'anime' ? isAnime(c) : isKdrama(c)))) return 'unfit';
  if (intent.excludedLanguages.some((l) => l.code === item.original_language)) return 'unfit';
  // An overview that names a ruled-out theme settles it; the rest is checked with keywords later.
  if (intent.excludedThemes.some((t) => shows(t, overviewText(item)))) return 'unfit';
  if (ctx.reference && !relatedToReference(c, ctx.reference, media)) return 'unfit';
  if (!intent.includeWatched && viewer.watched.has(key)) return 'watched';
  return undefined;
}

const REFERENCE_SOURCES = ['recommended', 'similar', 'people'] as const;

/** "Like <title>" answers stay close to it: vouched for by one of its own lists, or sharing a genre idea. */
function relatedToReference(c: Candidate, ref: ReferenceFacts, media: MediaType): boolean {
  if (REFERENCE_SOURCES.some((s) => c.sources.has(s))) return true;
  const concepts = conceptsOf(ref.item.genre_ids, ref.item.media_type);
  return concepts.some((g) => fitsConcept(c.item.genre_ids, g, media));
}

const WEIGHT = {
  CONCEPT: 2,
  ALL_CONCEPTS: 1,
  MOOD: 1,
  AVOIDED: -2,
  RATING: 1.5,
  RATING_ACCLAIMED: 3,
  POPULARITY: 1,
  POPULARITY_POPULAR: 2,
  POPULARITY_HIDDEN: -1,
  RECOMMENDED: 2.5,
  SIMILAR: 1,
  PEOPLE: 1.5,
  KEYWORD: 0.8,
  REFERENCE_GENRES: 2,
  NEAR_ERA: 1,
  SAME_DECADE: 0.5,
  SAME_LANGUAGE: 0.5,
  /** Sharing a language other than English says much more (Korean cinema, Japanese animation). */
  SAME_FOREIGN_LANGUAGE: 1.5,
  LEAD_ROLE: 1,
  TASTE_SOURCE: 1.5,
  /** Recommended for a title the viewer loved (rated 4 stars or more) says more than for one merely watched. */
  LOVED_SOURCE: 2.5,
  TASTE_GENRES: 0.5,
  WATCH_LATER: 1.2,
  POSITION_DECAY: 0.04,
  RECENT: 1,
  /** The overview already shows an asked theme: likely to pass its check, so it is checked first. */
  THEME_IN_OVERVIEW: 2,
  /** Family and animated films suit a young audience best, whatever else fits its rating. */
  FAMILY_FOR_CHILDREN: 1,
} as const;
const FAMILY_GENRES = [10751, 10762, ANIMATION];
/** Ages up to this (the rating PG suits) are children, for whom family titles come first. */
const CHILDREN_RATING = 'PG';
const MAX_KEYWORDS_COUNTED = 3;
const LEAD_BILLING = 3;
/** A rating is pulled towards the typical one until enough people voted (a Bayesian average). */
const PRIOR_RATING = 6.5;
const PRIOR_VOTES = 50;
const POPULARITY_SCALE = 3;

function positionBonus(c: Candidate, source: Parameters<Candidate['sources']['get']>[0], weight: number) {
  const position = c.sources.get(source);
  return position === undefined ? 0 : weight * Math.max(0.3, 1 - WEIGHT.POSITION_DECAY * position);
}

export function score(c: Candidate, ctx: RankContext): number {
  const { intent, media } = ctx;
  const rules = rulesOf(ctx);
  const item = c.item;
  const genres = item.genre_ids ?? [];
  let s = 0;
  const asked = rules.asked;
  const fitting = asked.filter((g) => fitsConcept(genres, g, media)).length;
  if (asked.length > 0)
    s += (WEIGHT.CONCEPT * fitting) / asked.length + (fitting === asked.length ? WEIGHT.ALL_CONCEPTS : 0);
  if (rules.moodAny.some((g) => fitsConcept(genres, g, media))) s += WEIGHT.MOOD;
  if (rules.avoided.some((g) => fitsConcept(genres, g, media))) s += WEIGHT.AVOIDED;
  if (intent.themes.length > 0) {
    const overview = overviewText(item);
    s +=
      (WEIGHT.THEME_IN_OVERVIEW * intent.themes.filter((t) => shows(t, overview)).length) /
      intent.themes.length;
  }
  if (rules.forChildren && genres.some((g) => FAMILY_GENRES.includes(g))) s += WEIGHT.FAMILY_FOR_CHILDREN;

  const votes = item.vote_count ?? 0;
  const rating = (votes * (item.vote_average ?? 0) + PRIOR_VOTES * PRIOR_RATING) / (votes + PRIOR_VOTES);
  s +=
    ((rating - 5) / 5) *
    (intent.quality === 'acclaimed' || intent.quality === 'hidden-gem'
      ? WEIGHT.RATING_ACCLAIMED
      : WEIGHT.RATING);
  const popularity = Math.min(1, Math.log10(1 + (item.popularity ?? 0)) / POPULARITY_SCALE);
  s +=
    popularity *
    (intent.quality === 'popular'
      ? WEIGHT.POPULARITY_POPULAR
      : intent.quality === 'hidden-gem'
        ? WEIGHT.POPULARITY_HIDDEN
        : WEIGHT.POPULARITY);

  s += positionBonus(c, 'recommended', WEIGHT.RECOMMENDED) + positionBonus(c, 'similar', WEIGHT.SIMILAR);
  s += positionBonus(c, 'taste', WEIGHT.TASTE_SOURCE) + positionBonus(c, 'watch-later', WEIGHT.WATCH_LATER);
  s += positionBonus(c, 'loved', WEIGHT.LOVED_SOURCE);
  if (c.billing !== undefined && c.billing < LEAD_BILLING) s += WEIGHT.LEAD_ROLE;
  if (intent.era?.recent && c.sources.has('discover')) s += WEIGHT.RECENT;

  const ref = ctx.reference;
  if (ref) {
    const key = titleKeyOf(media, item.id);
    if (ref.peopleTitles.has(key)) s += WEIGHT.PEOPLE;
    const shared = [...(ctx.keywords.get(key) ?? [])].filter((k) => ref.keywords.has(k)).length;
    s += WEIGHT.KEYWORD * Math.min(MAX_KEYWORDS_COUNTED, shared);
    const refGenres = new Set(ref.item.genre_ids ?? []);
    const union = new Set([...genres, ...refGenres]).size;
    if (union > 0 && ref.item.media_type === media) {
      s += (WEIGHT.REFERENCE_GENRES * genres.filter((g) => refGenres.has(g)).length) / union;
    }
    const gap = Math.abs(
      (yearOf(c) ?? 0) - Number((ref.item.release_date ?? ref.item.first_air_date ?? '').slice(0, 4)),
    );
    s += gap <= 5 ? WEIGHT.NEAR_ERA : gap <= 10 ? WEIGHT.SAME_DECADE : 0;
    if (item.original_language === ref.item.original_language) {
      s += ref.item.original_language === 'en' ? WEIGHT.SAME_LANGUAGE : WEIGHT.SAME_FOREIGN_LANGUAGE;
    }
  }
  const tasteTotal = rules.tasteTotal;
  if (tasteTotal > 0) {
    const taste = genres.reduce((sum, g) => sum + (ctx.taste.get(g) ?? 0), 0) / tasteTotal;
    s += WEIGHT.TASTE_GENRES * taste;
  }
  return s;
}

const SAME_GENRES_PENALTY = 0.6;
const SAME_SERIES_PENALTY = 1.5;
/** "Alien", "Alien 3" and "The Godfather Part II" share their first real word; a series should not fill the list. */
const seriesKey = (c: Candidate) => titleKey(c.item.title ?? c.item.name ?? '').split(' ')[0] ?? '';

/** Picks `count` titles greedily by score, lowering titles that repeat a genre mix or a series already picked. */
export function diversify(ranked: { c: Candidate; s: number }[], count: number): Candidate[] {
  const keyed = ranked.map(({ c, s }) => ({
    c,
    s,
    genres: [...(c.item.genre_ids ?? [])].sort().join(','),
    series: seriesKey(c),
  }));
  const picked: typeof keyed = [];
  while (picked.length < count && keyed.length > 0) {
    let bestIndex = 0;
    let best = Number.NEGATIVE_INFINITY;
    keyed.forEach((k, i) => {
      let adjusted = k.s;
      for (const p of picked) {
        if (p.genres === k.genres) adjusted -= SAME_GENRES_PENALTY;
        if (p.series === k.series && k.series.length > 3) adjusted -= SAME_SERIES_PENALTY;
      }
      if (adjusted > best) {
        best = adjusted;
        bestIndex = i;
      }
    });
    const [next] = keyed.splice(bestIndex, 1);
    if (next) picked.push(next);
  }
  return picked.map((p) => p.c);
}
