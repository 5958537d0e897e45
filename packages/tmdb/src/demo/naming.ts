import type { EpisodeWords } from './languages/types';
import type { Rng } from './prng';
import { pickIndex } from './prose';
import {
  FEMALE_NAMES,
  JAPANESE_FAMILY_NAMES,
  JAPANESE_GIVEN_NAMES,
  KOREAN_FAMILY_NAMES,
  KOREAN_SYLLABLES,
  MALE_NAMES,
  SURNAMES,
} from './words/people';
import {
  ADJECTIVES,
  ANIME_SUFFIXES,
  EPISODE_WORDS,
  JAPANESE_WORDS,
  KOREAN_PATTERNS,
  KOREAN_WORDS,
  NOUNS,
  PLACES,
  SEQUEL_MARKS,
  TITLE_NAMES,
  VERBS_ING,
} from './words/titles';

/** Title and name makers. Each takes the caller's random stream, so the caller decides what is stable. */

export type TitlePair = { title: string; original: string };

const INTERNATIONAL_PATTERNS: readonly ((rng: Rng) => string)[] = [
  (r) => `The ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`,
  (r) => `${r.pick(NOUNS)} of ${r.pick(PLACES)}`,
  (r) => `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`,
  (r) => `${r.pick(NOUNS)} and ${r.pick(NOUNS)}`,
  (r) => `${r.pick(VERBS_ING)} ${r.pick(PLACES)}`,
  (r) => `${r.pick(TITLE_NAMES)}'s ${r.pick(NOUNS)}`,
  (r) => {
    const noun = r.pick(NOUNS);
    return `${/^[aeiouéè]/i.test(noun) ? 'An' : 'A'} ${noun} in ${r.pick(PLACES)}`;
  },
  (r) => `The ${r.pick(NOUNS)} ${r.pick(SEQUEL_MARKS)}`,
  (r) => `The Last ${r.pick(NOUNS)}`,
  (r) => `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}: ${r.pick(VERBS_ING)} ${r.pick(PLACES)}`,
];

export function internationalTitle(rng: Rng): TitlePair {
  const title = rng.pick(INTERNATIONAL_PATTERNS)(rng);
  return { title, original: title };
}

export function animeTitle(rng: Rng): TitlePair {
  const [a, b] = rng.sample(JAPANESE_WORDS, 2);
  if (!a || !b) throw new Error('word list too short');
  const style = rng.int(0, 2);
  if (style === 0) return { title: `${a[0]} of the ${b[0]}`, original: `${b[1]}の${a[1]}` };
  if (style === 1) return { title: `${b[2]} no ${a[2]}`, original: `${b[1]}の${a[1]}` };
  return { title: `${a[0]} ${rng.pick(ANIME_SUFFIXES)}`, original: `${a[1]}${b[1]}` };
}

export function koreanTitle(rng: Rng): TitlePair {
  const [a, b] = rng.sample(KOREAN_WORDS, 2);
  if (!a || !b) throw new Error('word list too short');
  const style = rng.int(0, 2);
  if (style === 0) return { title: `${rng.pick(KOREAN_PATTERNS)} ${a[0]}`, original: `${a[1]}` };
  if (style === 1) return { title: `${a[0]} of ${b[0]}`, original: `${b[1]}의 ${a[1]}` };
  return { title: `${a[0]} ${b[0]}`, original: `${a[1]} ${b[1]}` };
}

export type PersonName = { name: string; first: string; last: string; gender: 0 | 1 | 2 };

/** TMDB gender codes: 0 not set, 1 female, 2 male. */
const GENDER = { UNSET: 0, FEMALE: 1, MALE: 2 } as const;
const GENDER_UNSET_SHARE = 0.04;

function pickGender(rng: Rng): 0 | 1 | 2 {
  if (rng.chance(GENDER_UNSET_SHARE)) return GENDER.UNSET;
  return rng.chance(0.5) ? GENDER.FEMALE : GENDER.MALE;
}

export function internationalName(rng: Rng): PersonName {
  const gender = pickGender(rng);
  const first = rng.pick(
    gender === GENDER.FEMALE || (gender === GENDER.UNSET && rng.chance(0.5)) ? FEMALE_NAMES : MALE_NAMES,
  );
  const last = rng.pick(SURNAMES);
  return { name: `${first} ${last}`, first, last, gender };
}

export function koreanName(rng: Rng): PersonName {
  const last = rng.pick(KOREAN_FAMILY_NAMES);
  const [a, b] = rng.sample(KOREAN_SYLLABLES, 2);
  const first = `${a}-${(b ?? 'a').toLowerCase()}`;
  return { name: `${last} ${first}`, first, last, gender: pickGender(rng) };
}

export function japaneseName(rng: Rng): PersonName {
  const first = rng.pick(JAPANESE_GIVEN_NAMES);
  const last = rng.pick(JAPANESE_FAMILY_NAMES);
  return { name: `${first} ${last}`, first, last, gender: pickGender(rng) };
}

export const ENGLISH_EPISODES: EpisodeWords = {
  pilot: 'Pilot',
  finales: ['Finale', 'The End of the Beginning', 'Endgame'],
  words: EPISODE_WORDS,
  chapter: (n, word) => `Chapter ${n}: ${word}`,
};

export function episodeName(
  rng: Rng,
  episode: number,
  isFinale: boolean,
  words: EpisodeWords = ENGLISH_EPISODES,
): string {
  if (episode === 1 && rng.chance(0.4)) return words.pilot;
  if (isFinale && rng.chance(0.5)) return words.finales[pickIndex(rng, words.finales.length)] ?? words.pilot;
  const word = words.words[pickIndex(rng, EPISODE_WORDS.length)] ?? '';
  return rng.chance(0.2) ? words.chapter(episode, word) : word;
}
