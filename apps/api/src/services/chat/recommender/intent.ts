import type { CatalogueItem, MediaType } from '@kinora/domain';
import type { AgeLimit } from './age-limits';
import type { GenreConcept } from './genre-concepts';
import type { Theme } from './themes';

/** A mood and the genres that carry it; a title fits a mood when it has any of them. */
export type Mood = {
  id: string;
  /** How the intro says it: "scary", "feel-good". */
  label: string;
  concepts: readonly GenreConcept[];
  /** Genres that break the mood (nothing gory in a feel-good list). */
  avoid?: readonly GenreConcept[];
};

/** Years, inclusive; `upcoming` means "not released yet", `recent` the last couple of years. */
export type Era = { from?: number; to?: number; label: string; upcoming?: boolean; recent?: boolean };

export type Origin = 'anime' | 'kdrama';
/** `explicit`: the question gave minutes or hours ("under 45 minutes"), not just a word ("short"). */
export type Length = { kind: 'short' | 'long'; maxMinutes?: number; minMinutes?: number; explicit?: boolean };
export type Language = { code: string; label: string };
export type Quality = 'acclaimed' | 'popular' | 'hidden-gem';

/** A catalogue item that says which media it is. */
export type FoundTitle = CatalogueItem & { media_type: MediaType };

/** A title of a previous answer, or one the question names (then with its list item), as the recommender points at it. */
export type TitleRef = { id: number; media: MediaType; title?: string; item?: FoundTitle };

/**
 * What a question asks for, before anything is looked up in the catalogue. Subjects say what kind of thing
 * (genres, moods, origin, language, a person, a reference title); modifiers narrow it (media, era, length,
 * quality, count). A follow-up keeps the previous turn's subjects unless it names new ones.
 */
export type Intent = {
  media?: MediaType;
  genres: GenreConcept[];
  moods: Mood[];
  excluded: GenreConcept[];
  /** What the titles are about ("revenge"); each one must show in a title's keywords or overview. */
  themes: Theme[];
  /** What they must not be about ("not gory"). */
  excludedThemes: Theme[];
  origin?: Origin;
  language?: Language;
  excludedOrigins: Origin[];
  excludedLanguages: Language[];
  /** Who will watch ("for kids"), as the highest rating that suits them. */
  ageLimit?: AgeLimit;
  era?: Era;
  length?: Length;
  quality?: Quality;
  /** The question asks for titles the viewer has already watched, too. */
  includeWatched: boolean;
  /** "More like the ones I loved": the viewer's loved titles (rated 4 stars and up) are the reference. */
  fromLoved: boolean;
  /** The person the question names ("with Brad Pitt"), and whether it is their directing that counts. */
  person?: { id: number; name: string; directing: boolean };
  /** The title the question compares with ("like Inception", "more like the second one"). */
  reference?: TitleRef;
  /** Words that looked like a title or a name but matched neither, for an honest "I couldn't find". */
  unknownNames: string[];
  /** "the second one": index into the previous answer (0-based; -1 for the last). */
  ordinal?: number;
  /** "more", "others", "something else": new titles for the same request. */
  wantsMore: boolean;
  /** Starts like a follow-up ("what about", "only", "and"). */
  continues: boolean;
  count?: number;
  /** Words that matched nothing the recommender knows (maybe a name or a title). */
  leftover: string[];
  /** Anything at all was understood. */
  understood: boolean;
};

export function emptyIntent(): Intent {
  return {
    genres: [],
    moods: [],
    excluded: [],
    themes: [],
    excludedThemes: [],
    excludedOrigins: [],
    excludedLanguages: [],
    includeWatched: false,
    fromLoved: false,
    wantsMore: false,
    continues: false,
    leftover: [],
    unknownNames: [],
    understood: false,
  };
}

/**
 * Whether the intent says what kind of thing it wants (as opposed to only narrowing it). Themes are not a
 * subject: "only ones about revenge" narrows the previous request instead of replacing it.
 */
export function hasSubject(intent: Intent): boolean {
  return (
    intent.genres.length > 0 ||
    intent.moods.length > 0 ||
    intent.origin !== undefined ||
    intent.language !== undefined ||
    intent.person !== undefined ||
    intent.reference !== undefined ||
    intent.ordinal !== undefined
  );
}

/** Whether there is anything to search for besides the viewer's own taste: a subject or a theme. */
export function hasTopic(intent: Intent): boolean {
  return hasSubject(intent) || intent.themes.length > 0;
}

/** Whether the intent rules anything out: a genre, a theme, an origin or a language. */
export function rulesOut(intent: Intent): boolean {
  return (
    intent.excluded.length > 0 ||
    intent.excludedThemes.length > 0 ||
    intent.excludedOrigins.length > 0 ||
    intent.excludedLanguages.length > 0
  );
}

/** Whether the intent only rules things out or limits them ("not gory", "for kids", "under 2 hours"). */
export function onlyNarrows(intent: Intent): boolean {
  return (
    !hasTopic(intent) && (rulesOut(intent) || intent.ageLimit !== undefined || intent.length !== undefined)
  );
}
