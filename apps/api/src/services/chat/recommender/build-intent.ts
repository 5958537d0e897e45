import type { MediaType } from '@kinora/domain';
import type { GenreConcept } from './genre-concepts';
import {
  type Era,
  emptyIntent,
  type Intent,
  type Language,
  type Length,
  type Mood,
  type Origin,
  type Quality,
} from './intent';
import type { ParsedQuestion } from './parse-question';
import type { ResolvedSpans } from './resolve-spans';
import type { Theme } from './themes';
import { FILLER_WORDS, LONG_MOVIE_MINUTES, SHORT_MOVIE_MINUTES } from './vocabulary';

/** How far back "recent" reaches, and from how long ago a title counts as "old". */
const RECENT_YEARS = 2;
const OLD_YEARS = 25;
const CLASSIC_YEARS = 20;

/**
 * Turns a read question and its looked-up spans into an intent. Vocabulary found inside a span that named a
 * title or a person is set aside ("the dark knight" asks for a film, not for something dark).
 */
export function buildIntent(parsed: ParsedQuestion, resolved: ResolvedSpans, currentYear: number): Intent {
  const intent = emptyIntent();
  const claimed = [resolved.reference?.span, resolved.person?.span].filter((s) => s !== undefined);
  const inClaimed = (start: number) => claimed.some((s) => start >= s.start && start < s.end);
  const medias = new Set<MediaType>();
  const genres = new Set<GenreConcept>();
  const excluded = new Set<GenreConcept>();
  const moods = new Map<string, Mood>();
  const themes = new Map<string, Theme>();
  const excludedThemes = new Map<string, Theme>();
  const excludedLanguages = new Map<string, Language>();
  const excludedOrigins = new Set<Origin>();
  let originMedia: MediaType | undefined;
  let wordEra: Era | undefined;

  for (const { start, effect, negated } of parsed.matches) {
    if (inClaimed(start)) continue;
    intent.understood = true;
    switch (effect.kind) {
      case 'media':
        // "not a movie" asks for the other kind.
        medias.add(negated ? OTHER_MEDIA[effect.media] : effect.media);
        break;
      case 'genre':
        for (const c of effect.concepts) (negated ? excluded : genres).add(c);
        break;
      case 'mood':
        if (negated) excluded.add(effect.mood.concepts[0] as GenreConcept);
        else moods.set(effect.mood.id, effect.mood);
        break;
      case 'theme':
        (negated ? excludedThemes : themes).set(effect.theme.id, effect.theme);
        break;
      case 'origin':
        if (negated) excludedOrigins.add(effect.origin);
        else {
          intent.origin = effect.origin;
          originMedia = effect.media;
        }
        break;
      case 'language':
        if (negated) excludedLanguages.set(effect.code, { code: effect.code, label: effect.label });
        else intent.language = { code: effect.code, label: effect.label };
        break;
      case 'length':
        intent.length = negated ? OPPOSITE_LENGTH[effect.length.kind] : effect.length;
        break;
      case 'quality': {
        const quality = negated ? OPPOSITE_QUALITY[effect.quality] : effect.quality;
        if (quality) intent.quality = quality;
        if (effect.old && !negated) wordEra ??= { to: currentYear - CLASSIC_YEARS, label: 'classic' };
        break;
      }
      case 'era': {
        const era = negated ? notEraOf(effect.era, currentYear) : eraOf(effect.era, currentYear);
        if (era) wordEra = era;
        break;
      }
      case 'watched':
        intent.includeWatched = true;
        break;
      case 'more':
        intent.wantsMore = true;
        break;
      case 'filler':
        break;
    }
  }
  // "movies or shows" names both, which is the same as naming neither.
  intent.media = medias.size === 1 ? [...medias][0] : originMedia;
  intent.genres = [...genres].filter((g) => !excluded.has(g));
  intent.excluded = [...excluded];
  intent.moods = [...moods.values()];
  intent.themes = [...themes.values()].filter((t) => !excludedThemes.has(t.id));
  intent.excludedThemes = [...excludedThemes.values()];
  intent.excludedLanguages = [...excludedLanguages.values()];
  intent.excludedOrigins = [...excludedOrigins];
  if (parsed.age && !parsed.age.negated) intent.ageLimit = parsed.age.value;
  if (intent.origin === 'anime') intent.genres = intent.genres.filter((g) => g !== 'animation');
  if (intent.origin === 'kdrama') intent.genres = intent.genres.filter((g) => g !== 'drama');
  intent.era = parsed.era?.value ?? wordEra;
  const duration = parsed.durations[0]?.value;
  if (duration) intent.length = duration;
  intent.count = parsed.count;
  intent.fromLoved = parsed.loved;
  intent.ordinal = parsed.ordinal;
  intent.continues = parsed.continues;
  if (resolved.reference) {
    const { title } = resolved.reference;
    intent.reference = {
      id: title.id,
      media: title.media_type,
      title: title.title ?? title.name,
      item: title,
    };
  }
  if (resolved.person) {
    const { person } = resolved.person;
    intent.person = { id: person.id, name: person.name, directing: person.directing };
  }
  // Only spans the question introduced as a name ("like X", "with X") are worth an "I couldn't find X".
  intent.unknownNames = resolved.unresolved.filter((s) => s.role !== 'either').map((s) => s.text);
  intent.leftover = parsed.freeWords
    .filter((w) => !inClaimed(w.start) && !FILLER_WORDS.has(w.word))
    .map((w) => w.word);
  intent.understood ||=
    claimed.length > 0 ||
    parsed.age !== undefined ||
    parsed.durations.length > 0 ||
    parsed.era !== undefined ||
    parsed.count !== undefined ||
    parsed.loved ||
    parsed.ordinal !== undefined;
  return intent;
}

const OTHER_MEDIA: Readonly<Record<MediaType, MediaType>> = { movie: 'tv', tv: 'movie' };
/** "nothing short" wants a long one and "not long" a short one, with the same defaults as the words. */
const OPPOSITE_LENGTH: Readonly<Record<Length['kind'], Length>> = {
  short: { kind: 'long', minMinutes: LONG_MOVIE_MINUTES },
  long: { kind: 'short', maxMinutes: SHORT_MOVIE_MINUTES },
};
/** "nothing mainstream" is a hidden gem and "not obscure" a popular one; "not the best" asks for nothing. */
const OPPOSITE_QUALITY: Readonly<Record<Quality, Quality | undefined>> = {
  popular: 'hidden-gem',
  'hidden-gem': 'popular',
  acclaimed: undefined,
};

/** "nothing old", "not too recent": the years on the other side of the word's boundary. */
function notEraOf(word: Parameters<typeof eraOf>[0], year: number): Era | undefined {
  if (word === 'old') return { from: year - OLD_YEARS + 1, label: `from ${year - OLD_YEARS + 1} on` };
  if (word === 'recent') return { to: year - RECENT_YEARS - 1, label: `up to ${year - RECENT_YEARS - 1}` };
  if (word === 'this-year') return { to: year - 1, label: `up to ${year - 1}` };
  return undefined;
}

function eraOf(word: 'recent' | 'old' | 'upcoming' | 'this-year' | 'last-year', year: number): Era {
  if (word === 'upcoming') return { label: 'upcoming', upcoming: true };
  if (word === 'this-year') return { from: year, to: year, label: `from ${year}` };
  if (word === 'last-year') return { from: year - 1, to: year - 1, label: `from ${year - 1}` };
  if (word === 'old') return { to: year - OLD_YEARS, label: 'older' };
  return { from: year - RECENT_YEARS, to: year, label: 'recent', recent: true };
}
