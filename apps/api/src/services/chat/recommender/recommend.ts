import type { PersonCreditEntry } from '@kinora/domain';
import { CHAT, type ChatContextEntry, type ChatTitle, type MediaType } from '@kinora/domain';
import type { Catalogue } from '@kinora/tmdb';
import { catalogueLanguage } from '../../catalogue/catalogue-language';
import { toChatTitle } from '../chat-title';
import { titleKeyOf, understand } from './conversation';
import { askedConcepts, moodConcepts } from './discover-filters';
import {
  asItem,
  type Candidate,
  fromDiscover,
  fromPerson,
  fromReference,
  fromTaste,
  type GatherContext,
  orNothing,
  type Pool,
  personTitles,
  type ReferenceFacts,
  tasteGenres,
  tasteSeeds,
} from './gather';
import { expressible, type GenreConcept } from './genre-concepts';
import type { FoundTitle } from './intent';
import { hasSubject, hasTopic, type Intent, rulesOut } from './intent';
import { writeIntro } from './intro';
import { withinKidsLimit } from './kids-limit';
import { say } from './localized';
import { diversify, type RankContext, rejection, score } from './rank';
import { findTitle } from './resolve-spans';
import { nothingFound, SAYINGS } from './sayings';
import { fold } from './text';
import { checkBudget, checksFor, keepChecked } from './verify';
import type { Viewer } from './viewer';
import { GREETING } from './vocabulary';

export type RecommenderDeps = { catalogue: Catalogue; now: () => Date };
export type RecommendRequest = { query: string; history?: readonly ChatContextEntry[] };
export type Recommendation = {
  introText: string;
  titles: ChatTitle[];
  contentType: MediaType;
  nothingFound: string | null;
};

/** Keywords are fetched for this many of the best candidates when comparing with a reference title (each is a catalogue request). */
const KEYWORD_CANDIDATES = 6;
/** Titles kept after their checks, per title shown, so the final pick can still vary. */
const CHECKED_PER_TITLE = 2;
/** TV can only say these through stand-in genres, so a question about them means movies unless it says TV. */
const MOVIE_LEANING: readonly GenreConcept[] = ['horror', 'thriller', 'romance', 'music', 'western', 'war'];

function answer(media: MediaType, text: string): Recommendation {
  return { introText: '', titles: [], contentType: media, nothingFound: text.slice(0, CHAT.INTRO_MAX_CHARS) };
}

function chooseMedia(
  intent: Intent,
  reference?: FoundTitle,
  personEntries?: readonly PersonCreditEntry[],
  viewer?: Viewer,
): MediaType {
  if (intent.media) return intent.media;
  if (reference) return reference.media_type;
  if (intent.origin) return 'tv';
  if (personEntries) {
    const shows = personEntries.filter((e) => e.media_type === 'tv').length;
    return shows > personEntries.length - shows ? 'tv' : 'movie';
  }
  const concepts = [
    ...intent.genres,
    ...intent.moods.flatMap((m) => m.concepts),
    ...intent.themes.flatMap((t) => t.lookIn),
  ];
  if (concepts.some((c) => !expressible(c, 'movie'))) return 'tv';
  if (concepts.some((c) => MOVIE_LEANING.includes(c))) return 'movie';
  // What the viewer loved steers first, then what they watched lately.
  const steer = intent.fromLoved ? viewer?.loved?.[0] : (viewer?.loved?.[0] ?? viewer?.recentlyWatched[0]);
  if (concepts.length === 0 && steer) return steer.media;
  return 'movie';
}

/** The reference as a full list item: the search hit, or (for "the second one") its details or a search by name. */
async function referenceItem(catalogue: Catalogue, intent: Intent): Promise<FoundTitle | undefined> {
  const ref = intent.reference;
  if (!ref) return undefined;
  if (ref.item) return ref.item;
  const detail = await orNothing(() => catalogue.details(ref.media, ref.id));
  if (detail) return asItem(detail, ref.media);
  return ref.title ? findTitle(catalogue, ref.title, ref.media) : undefined;
}

/**
 * The built-in recommender: reads the question (and the conversation), gathers candidates from the catalogue,
 * keeps those that fit, ranks and diversifies them, and says what it found in a short intro.
 */
export async function recommend(
  deps: RecommenderDeps,
  viewer: Viewer,
  request: RecommendRequest,
): Promise<Recommendation> {
  const { catalogue } = deps;
  const nowMs = deps.now().getTime();
  const year = new Date(nowMs).getUTCFullYear();
  // The language the request's catalogue reads in is the viewer's: the answer speaks it too.
  const locale = await catalogueLanguage(catalogue);
  if (GREETING.test(fold(request.query))) return answer('movie', SAYINGS.greeting(locale));
  const understood = await understand(catalogue, request.query, request.history ?? [], year);
  // A kids profile's limit steers what is gathered and checked; the intro still speaks of what was asked.
  const asked = understood.intent;
  const intent = viewer.kids ? withinKidsLimit(asked) : asked;
  if (understood.missingPrevious) return answer('movie', SAYINGS.missingPrevious(locale));
  if (!hasSubject(intent) && intent.unknownNames[0])
    return answer('movie', SAYINGS.unknownName(intent.unknownNames[0], locale));
  if (!intent.understood && intent.leftover.length > 0)
    return answer('movie', SAYINGS.notUnderstood(request.query, locale));

  const reference = await referenceItem(catalogue, intent);
  const personEntries = intent.person
    ? await personTitles(catalogue, intent.person.id, intent.person.directing)
    : undefined;
  const media = chooseMedia(intent, reference, personEntries, viewer);
  const seeds = tasteSeeds(viewer, intent, media);
  if (intent.fromLoved && seeds.loved.length === 0) return answer(media, SAYINGS.noLoved(media, locale));
  const ctx: GatherContext = { catalogue, nowMs, viewer };
  const pool: Pool = new Map();
  let facts: ReferenceFacts | undefined;
  const [taste] = await Promise.all([
    tasteGenres(catalogue, [...seeds.loved, ...seeds.recent]),
    (async () => {
      if (personEntries) return fromPerson(pool, media, personEntries);
      const tasks: Promise<unknown>[] = [];
      if (reference) tasks.push(fromReference(ctx, pool, intent, media, reference).then((f) => (facts = f)));
      const narrows = askedConcepts(intent, media).length > 0 || moodConcepts(intent, media).length > 0;
      if ((!reference && hasTopic(intent)) || (reference && narrows))
        tasks.push(fromDiscover(ctx, pool, intent, media));
      if (!hasTopic(intent) || intent.fromLoved) tasks.push(fromTaste(ctx, pool, intent, media));
      await Promise.all(tasks);
    })(),
  ]);

  const rank: RankContext = {
    intent,
    media,
    nowMs,
    viewer,
    exclude: understood.exclude,
    reference: facts,
    taste,
    keywords: new Map(),
  };
  const fit: Candidate[] = [];
  let watchedLeftOut = 0;
  for (const c of pool.values()) {
    const why = rejection(c, rank);
    if (why === 'watched') watchedLeftOut++;
    else if (!why) fit.push(c);
  }
  let ranked = fit.map((c) => ({ c, s: score(c, rank) })).sort((a, b) => b.s - a.s);
  if (facts) {
    const top = ranked.slice(0, KEYWORD_CANDIDATES);
    const keywords = await Promise.all(
      top.map(({ c }) => orNothing(() => catalogue.keywords(media, c.item.id))),
    );
    const byKey = new Map(
      top.map(({ c }, i) => [titleKeyOf(media, c.item.id), new Set((keywords[i] ?? []).map((k) => k.id))]),
    );
    const withKeywords = { ...rank, keywords: byKey };
    ranked = ranked.map(({ c }) => ({ c, s: score(c, withKeywords) })).sort((a, b) => b.s - a.s);
  }
  const count = Math.min(CHAT.MAX_TITLES, Math.max(CHAT.MIN_TITLES, intent.count ?? CHAT.DEFAULT_TITLES));
  const check = checksFor(catalogue, intent);
  if (check)
    ranked = await keepChecked(
      ranked,
      check,
      count * CHECKED_PER_TITLE,
      count,
      checkBudget(catalogue, count),
    );
  const picked = diversify(ranked, count);
  if (picked.length === 0)
    return answer(
      media,
      nothingFound(asked, media, watchedLeftOut, intent.wantsMore && understood.followsUp, locale),
    );

  const personRole = personEntries?.[0] ? (personEntries[0].job ? 'crew' : 'cast') : undefined;
  // The intro names the titles that steered a taste answer: the loved ones when they did, else the latest watched.
  const basedOnLoved = picked.some((c) => c.sources.has('loved'));
  const steered = basedOnLoved || picked.some((c) => c.sources.has('taste'));
  const basedOn =
    (!hasTopic(intent) || intent.fromLoved) && steered
      ? (basedOnLoved ? seeds.loved : seeds.recent)
          .slice(0, 2)
          .map((t) => t.title ?? '')
          .filter(Boolean)
      : [];
  let introText = writeIntro({
    intent: asked,
    media,
    count: picked.length,
    query: request.query,
    personRole,
    followsUp: understood.followsUp,
    watchedLeftOut,
    fromWatchLater: picked.filter((c) => c.sources.has('watch-later')).length,
    basedOn,
    basedOnLoved,
    short: picked.length < Math.min(count, CHAT.MIN_TITLES),
    locale,
    generic:
      !hasTopic(intent) &&
      !intent.fromLoved &&
      !intent.era &&
      !intent.quality &&
      !intent.length &&
      !asked.ageLimit &&
      !rulesOut(intent),
  });
  if (intent.unknownNames[0])
    introText += ` ${say(locale, 'unknownNameNote', { name: intent.unknownNames[0].slice(0, 60) })}`;
  const unexpressed = intent.genres.filter((g) => !expressible(g, media));
  if (unexpressed[0])
    introText += ` ${say(locale, 'noCategory', { genre: say(locale, `genre_${unexpressed[0]}`), media })}`;
  return {
    // Long requests make long intros; the answer's schema caps them.
    introText: introText.slice(0, CHAT.INTRO_MAX_CHARS),
    titles: picked.map((c) => toChatTitle(c.item)),
    contentType: media,
    nothingFound: null,
  };
}
