import type { MediaType } from '@kinora/domain';
import { createRng, type Rng, STREAM } from './prng';
import {
  RELEASE_WORDS,
  type ReleaseLanguage,
  WORKING_TITLE_PATTERNS,
  WORKING_TITLE_WORDS,
} from './words/alternative-titles';
import { JAPANESE_WORDS, PLACES } from './words/titles';

/**
 * The other names a demo title is known by, in TMDB's alternative-titles shape: a local release title in France,
 * Spain, Germany and Japan (except in the title's own language), a working title for some, and the romanised
 * title of an anime. Search indexes them all, so a viewer who knows a title by another name still finds it.
 * Drawn from their own random stream, so adding them changed no other generated field.
 */
export type AlternativeTitle = { iso_3166_1: string; title: string; type: string };

/** What the generator reads of a movie or show record. */
export type NamedTitle = { index: number; originalLanguage: string; title: string; originalTitle: string };

const RELEASE_LANGUAGES: readonly ReleaseLanguage[] = ['fr', 'es', 'de', 'ja'];
const MEDIA_STREAM: Readonly<Record<MediaType, number>> = { movie: 0, tv: 1 };
/** Share of titles that kept a working title on record, as well-documented productions do. */
const WORKING_TITLE_SHARE = 0.4;
/** Share of local titles built from a place name ("Retour à Montréal") rather than head + tail. */
const PLACE_TITLE_SHARE = 0.2;
/** Places with a proper name; "the North Road" reads badly after "Retour à". */
const NAMED_PLACES = PLACES.filter((place) => !place.startsWith('the '));
const ROMAJI_OF = new Map(JAPANESE_WORDS.map(([, kanji, romaji]) => [kanji, romaji]));
const LONGEST_KANJI_WORD = Math.max(...JAPANESE_WORDS.map(([, kanji]) => kanji.length));

export function alternativeTitles(seed: number, media: MediaType, record: NamedTitle): AlternativeTitle[] {
  const rng = createRng(seed, STREAM.ALTERNATIVE_TITLES, MEDIA_STREAM[media], record.index);
  const titles: AlternativeTitle[] = [];
  for (const language of RELEASE_LANGUAGES) {
    // Drawn whatever the language, so one title's names never shift with its original language.
    const title = releaseTitle(rng, language);
    if (language !== record.originalLanguage)
      titles.push({ iso_3166_1: RELEASE_WORDS[language].country, title, type: '' });
  }
  if (rng.chance(WORKING_TITLE_SHARE)) {
    const title = `${rng.pick(WORKING_TITLE_PATTERNS)} ${rng.pick(WORKING_TITLE_WORDS)}`;
    titles.push({ iso_3166_1: 'US', title, type: 'working title' });
  }
  const romaji = record.originalLanguage === 'ja' ? romanised(record.originalTitle) : undefined;
  if (romaji && romaji !== record.title) titles.push({ iso_3166_1: 'JP', title: romaji, type: 'romaji' });
  return titles;
}

function releaseTitle(rng: Rng, language: ReleaseLanguage): string {
  const words = RELEASE_WORDS[language];
  const head = rng.pick(words.heads);
  const tail = rng.pick(words.tails);
  const place = rng.pick(NAMED_PLACES);
  const usePlace = rng.chance(PLACE_TITLE_SHARE) && words.leads.length > 0;
  return usePlace ? `${rng.pick(words.leads)} ${place}` : words.join(head, tail);
}

/**
 * "星の海" -> "Hoshi no Umi", read with the word list the anime titles are written from; undefined when a part is
 * not made of its words.
 */
function romanised(original: string): string | undefined {
  const parts = original.split('の').map(readKanji);
  if (parts.some((part) => part === undefined)) return undefined;
  return parts.join(' no ');
}

/** Longest match first: 未来 is one word, not 未 + 来. */
function readKanji(text: string): string | undefined {
  const words: string[] = [];
  for (let at = 0; at < text.length; ) {
    let length = Math.min(LONGEST_KANJI_WORD, text.length - at);
    while (length > 0 && !ROMAJI_OF.has(text.slice(at, at + length))) length--;
    if (length === 0) return undefined;
    words.push(ROMAJI_OF.get(text.slice(at, at + length)) as string);
    at += length;
  }
  return words.length > 0 ? words.join(' ') : undefined;
}
