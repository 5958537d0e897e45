import type { MovieRating, TvRating } from '@kinora/tmdb';
import type { Found } from './numbers';

/**
 * Who is going to watch: "for kids", "suitable for a 10 year old", "something my teens can watch", "PG-13".
 * An age becomes the highest US rating that suits it (the MPA's for movies, the TV Parental Guidelines for
 * shows), because a rating is what both catalogues can check; the age words themselves are kept for the intro.
 */
export type AgeLimit = {
  /** How the intro says it: "for kids", "for a 10-year-old", "rated PG-13 or lower". */
  label: string;
  movie: MovieRating;
  tv: TvRating;
  /** The question named a rating itself, so the intro need not translate the age into one. */
  explicit: boolean;
};

/** The youngest ages each rating suits, oldest first: 13 and up PG-13, 7 and up PG, anyone G. */
const LADDER: readonly { from: number; movie: MovieRating; tv: TvRating }[] = [
  { from: 17, movie: 'R', tv: 'TV-MA' },
  { from: 13, movie: 'PG-13', tv: 'TV-14' },
  { from: 7, movie: 'PG', tv: 'TV-PG' },
  { from: 0, movie: 'G', tv: 'TV-G' },
];
const KIDS_AGE = 8;
const YOUNG_CHILD_AGE = 5;
const TWEEN_AGE = 10;
const TEEN_AGE = 13;
/** Ages beyond this are not children: "a 40 year old" is no limit at all. */
const OLDEST_LIMITED_AGE = 17;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
};
const MOVIE_TO_TV: Readonly<Record<MovieRating, TvRating>> = {
  G: 'TV-G',
  PG: 'TV-PG',
  'PG-13': 'TV-14',
  R: 'TV-MA',
  'NC-17': 'TV-MA',
};
const TV_TO_MOVIE: Readonly<Record<TvRating, MovieRating>> = {
  'TV-Y': 'G',
  'TV-Y7': 'G',
  'TV-G': 'G',
  'TV-PG': 'PG',
  'TV-14': 'PG-13',
  'TV-MA': 'R',
};

function forAge(age: number, label: string): AgeLimit | undefined {
  if (age > OLDEST_LIMITED_AGE) return undefined;
  const step = LADDER.find((s) => age >= s.from) ?? (LADDER[LADDER.length - 1] as (typeof LADDER)[number]);
  return { label, movie: step.movie, tv: step.tv, explicit: false };
}

function rated(folded: string): AgeLimit | undefined {
  const code = folded.toUpperCase().replace(/ /g, '-');
  if (code in MOVIE_TO_TV) {
    const movie = code as MovieRating;
    return { label: `rated ${movie} or lower`, movie, tv: MOVIE_TO_TV[movie], explicit: true };
  }
  if (code in TV_TO_MOVIE) {
    const tv = code as TvRating;
    return { label: `rated ${tv} or lower`, movie: TV_TO_MOVIE[tv], tv, explicit: true };
  }
  return undefined;
}

const B = '(?<![a-z0-9])';
const E = '(?![a-z0-9])';
const FOR = '(?:(?:suitable|appropriate|ok|okay|safe|good|fine|fun) )?(?:for |with )?';
const WHOSE = '(?:a |an |my |our |the |young |little |small )*';
const AGE_NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const RATINGS = 'nc 17|pg 13|pg|tv y7|tv y|tv g|tv pg|tv 14|tv ma|g|r';
/** Words for who watches. Plural ones say it alone ("kids movies"); a singular one ("a child") needs "for". */
const CHILD_WORDS: Readonly<Record<string, number>> = {
  toddlers: YOUNG_CHILD_AGE,
  preschoolers: YOUNG_CHILD_AGE,
  'little ones': YOUNG_CHILD_AGE,
  tweens: TWEEN_AGE,
  teens: TEEN_AGE,
  teenagers: TEEN_AGE,
  kids: KIDS_AGE,
  children: KIDS_AGE,
  childrens: KIDS_AGE,
  youngsters: KIDS_AGE,
};
const ONE_CHILD_WORDS: Readonly<Record<string, number>> = {
  toddler: YOUNG_CHILD_AGE,
  baby: YOUNG_CHILD_AGE,
  preschooler: YOUNG_CHILD_AGE,
  tween: TWEEN_AGE,
  teen: TEEN_AGE,
  teenager: TEEN_AGE,
  kid: KIDS_AGE,
  child: KIDS_AGE,
  son: KIDS_AGE,
  daughter: KIDS_AGE,
  sons: KIDS_AGE,
  daughters: KIDS_AGE,
};
const CHILD_LABEL: Readonly<Record<number, string>> = {
  [YOUNG_CHILD_AGE]: 'for young children',
  [TWEEN_AGE]: 'for tweens',
  [TEEN_AGE]: 'for teens',
  [KIDS_AGE]: 'for kids',
};

const childLimit = (age: number | undefined) =>
  age === undefined ? undefined : forAge(age, CHILD_LABEL[age] as string);

const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => AgeLimit | undefined][] = [
  // "rated PG-13", "nothing above PG", "PG or lower", "pg 13 movies" (a bare G or R needs the context).
  [
    new RegExp(
      `${B}(?:rated |rating |at most |up to |no higher than |nothing above |max )(${RATINGS})(?: rated| or (?:lower|less|below|under))?${E}`,
      'g',
    ),
    (m) => rated(m[1] as string),
  ],
  [
    new RegExp(`${B}(${RATINGS})(?: rated| or (?:lower|less|below|under))${E}`, 'g'),
    (m) => rated(m[1] as string),
  ],
  [new RegExp(`${B}(pg 13|pg|tv y7|tv pg|tv 14)${E}`, 'g'), (m) => rated(m[1] as string)],
  // "for a 10 year old", "my 8-year-old", "10 year olds", "a 6yo".
  [
    new RegExp(
      `${B}${FOR}${WHOSE}${AGE_NUMBER} ?(?:years? ?olds?|yr ?olds?|yos?)(?: (?:son|daughter|kids?|boy|girl|child))?${E}`,
      'g',
    ),
    (m) => {
      const age = NUMBER_WORDS[m[1] as string] ?? Number(m[1]);
      // "an 8-year-old", "an 11-year-old": the number is read aloud.
      return forAge(age, `for ${age === 8 || age === 11 ? 'an' : 'a'} ${age}-year-old`);
    },
  ],
  // "ages 8 and up", "for ages 6 to 10": the youngest age decides.
  [
    new RegExp(`${B}(?:for )?ages? (\\d{1,2})(?: and (?:up|over|older|above)| plus| to \\d{1,2})?${E}`, 'g'),
    (m) => forAge(Number(m[1]), `for ages ${m[1]} and up`),
  ],
  // "for kids", "with my children", "for the little ones", "teens", "for my daughter".
  [
    new RegExp(`${B}${FOR}${WHOSE}(${Object.keys(CHILD_WORDS).join('|')})${E}`, 'g'),
    (m) => childLimit(CHILD_WORDS[m[1] as string]),
  ],
  [
    new RegExp(`${B}(?:for|with) ${WHOSE}(${Object.keys(ONE_CHILD_WORDS).join('|')})${E}`, 'g'),
    (m) => childLimit(ONE_CHILD_WORDS[m[1] as string]),
  ],
  [/(?<![a-z0-9])(?:kids?|child) (?:friendly|safe)(?![a-z0-9])/g, () => forAge(KIDS_AGE, 'for kids')],
];

/** Every age limit the folded text states, with where, so the caller can mark the words as used. */
export function readAgeLimits(text: string): Found<AgeLimit>[] {
  const found: Found<AgeLimit>[] = [];
  for (const [pattern, read] of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const value = read(m as RegExpExecArray);
      if (value) found.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, value });
    }
  }
  return found;
}
