import { DEFAULT_LOCALE, type Locale, type MediaType } from '@kinora/domain';
import { formatMessage, type MessageKey, type MessageValues } from '../../../i18n/catalogues';
import type { GenreConcept } from './genre-concepts';
import type { Era, Intent, Origin } from './intent';
import type { IntroFacts } from './intro';

/**
 * The recommender's answers in the viewer's language (issue 28), from the `recommender` catalogue
 * (i18n/recommender/<locale>.json). English keeps describe.ts and intro.ts, whose grammar ("scary 1990s horror
 * movies with Brad Pitt") no word-for-word catalogue can carry into other languages; every other language says
 * what was understood as a noun and a list: "films (comédie, qui fait du bien)". What the titles are about
 * (themes) is left out there: their names exist only in English, and a sentence half in English reads worse
 * than a shorter one.
 */

type Key = MessageKey<'recommender'>;

export const say = (locale: Locale, key: Key, values?: MessageValues) =>
  formatMessage(locale, 'recommender', key, values);

const MOOD_KEYS: Readonly<Record<string, Key>> = {
  scary: 'mood_scary',
  'feel-good': 'mood_feelGood',
  moving: 'mood_moving',
  thrilling: 'mood_thrilling',
  'mind-bending': 'mood_mindBending',
  epic: 'mood_epic',
  dark: 'mood_dark',
  inspiring: 'mood_inspiring',
  'date-night': 'mood_dateNight',
  'family-night': 'mood_familyNight',
  quirky: 'mood_quirky',
};
const QUALITY_KEYS = {
  acclaimed: 'quality_acclaimed',
  popular: 'quality_popular',
  'hidden-gem': 'quality_hiddenGem',
} as const satisfies Record<NonNullable<Intent['quality']>, Key>;
const ORIGIN_KEYS = { anime: 'origin_anime', kdrama: 'origin_kdrama' } as const satisfies Record<Origin, Key>;

const genreWord = (locale: Locale, g: GenreConcept) => say(locale, `genre_${g}`);

/** Japanese and Arabic have their own comma; the others a comma and a space. */
function joined(locale: Locale, parts: string[]): string {
  return parts.join(locale === 'ja' ? '、' : locale === 'ar' ? '، ' : ', ');
}

function languageName(locale: Locale, code: string): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
}

function eraWords(locale: Locale, era: Era): string | undefined {
  if (era.upcoming) return say(locale, 'eraUpcoming');
  if (era.recent) return say(locale, 'eraRecent');
  if (era.label === 'older') return say(locale, 'eraOlder');
  if (era.label === 'classic') return say(locale, 'eraClassic');
  const decade = /^(\d{4})s$/.exec(era.label);
  // Years as text: a number would be grouped ("1 980") by the message's number format.
  if (decade) return say(locale, 'eraDecade', { decade: decade[1] as string });
  const [from, to] = [era.from?.toString(), era.to?.toString()];
  if (from && from === to) return say(locale, 'eraYear', { year: from });
  if (from && to) return say(locale, 'eraRange', { from, to });
  if (from) return say(locale, 'eraSince', { from });
  if (to) return say(locale, 'eraUntil', { to });
  return undefined;
}

/** What was understood, in `locale`: "films (horreur, années 1980)", or the noun alone when nothing narrows it. */
export function describeIn(
  locale: Locale,
  intent: Intent,
  media: MediaType,
  personRole?: 'cast' | 'crew',
): string {
  const criteria: string[] = [];
  if (intent.quality) criteria.push(say(locale, QUALITY_KEYS[intent.quality]));
  if (intent.origin) criteria.push(say(locale, ORIGIN_KEYS[intent.origin]));
  criteria.push(...intent.genres.map((g) => genreWord(locale, g)));
  for (const mood of intent.moods) {
    const key = MOOD_KEYS[mood.id];
    if (key) criteria.push(say(locale, key));
  }
  const era = intent.era && eraWords(locale, intent.era);
  if (era) criteria.push(era);
  if (intent.language && !(intent.origin === 'kdrama' && intent.language.code === 'ko'))
    criteria.push(say(locale, 'inLanguage', { language: languageName(locale, intent.language.code) }));
  const length = intent.length;
  if (length?.kind === 'short')
    criteria.push(say(locale, 'lengthUnder', { minutes: length.maxMinutes ?? 100 }));
  if (length?.kind === 'long')
    criteria.push(say(locale, 'lengthOver', { minutes: length.minMinutes ?? 150 }));
  if (intent.person) {
    const directed = personRole ? personRole === 'crew' : intent.person.directing;
    criteria.push(say(locale, directed ? 'directedBy' : 'withPerson', { name: intent.person.name }));
  }
  if (intent.reference?.title) criteria.push(say(locale, 'likeTitle', { title: intent.reference.title }));
  if (intent.ageLimit)
    criteria.push(
      say(locale, 'ageRated', { rating: media === 'tv' ? intent.ageLimit.tv : intent.ageLimit.movie }),
    );
  const ruledOut = [
    ...intent.excluded.map((g) => genreWord(locale, g)),
    ...intent.excludedOrigins.map((o) => say(locale, ORIGIN_KEYS[o])),
    ...intent.excludedLanguages.map((l) => languageName(locale, l.code)),
  ];
  criteria.push(...ruledOut.map((what) => say(locale, 'without', { what })));
  const noun = say(locale, media === 'tv' ? 'nounTv' : 'nounMovie');
  return criteria.length > 0 ? say(locale, 'describe', { noun, criteria: joined(locale, criteria) }) : noun;
}

const capitalised = (locale: Locale, text: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The intro (see intro.ts) in a language other than English. */
export function introIn(locale: Locale, f: IntroFacts): string {
  const what = describeIn(locale, f.intent, f.media, f.personRole);
  const count = f.count;
  let intro = say(locale, f.intent.wantsMore && f.followsUp ? 'introMore' : 'introHere', {
    what: capitalised(locale, what),
    count,
  });
  if (f.basedOn.length > 0) {
    const titles = new Intl.ListFormat([locale], { type: 'conjunction' }).format(f.basedOn);
    intro = say(locale, f.basedOnLoved ? 'introBasedOnLoved' : 'introBasedOnWatched', {
      titles,
      count,
      what,
    });
  } else if (f.generic) intro = say(locale, 'introGeneric', { count, what });
  const sentences = [intro];
  if (f.fromWatchLater > 0) sentences.push(say(locale, 'fromWatchLater', { count: f.fromWatchLater }));
  if (f.short) sentences.push(say(locale, 'short'));
  if (f.watchedLeftOut > 0) sentences.push(say(locale, 'watchedLeftOut', { count: f.watchedLeftOut }));
  return sentences.join(locale === 'ja' ? '' : ' ');
}

/** What to try when nothing fits, from the narrowest thing the question asked. */
export function hintKey(intent: Intent): Key {
  if (intent.era) return 'hintEra';
  if (intent.length) return 'hintLength';
  if (intent.themes.length > 0) return 'hintTheme';
  if (intent.ageLimit) return 'hintAge';
  if (intent.person || intent.reference) return 'hintPerson';
  return 'hintBroader';
}

/** "Nothing found" (see sayings.ts) in a language other than English. */
export function nothingFoundIn(
  locale: Locale,
  intent: Intent,
  media: MediaType,
  watchedLeftOut: number,
  more: boolean,
): string {
  const what = describeIn(locale, intent, media);
  if (watchedLeftOut > 0) return say(locale, 'allWatched', { what });
  return say(locale, more ? 'nothingMore' : 'nothingFound', { what, hint: say(locale, hintKey(intent)) });
}

export const isEnglish = (locale: Locale | undefined) => (locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE;
