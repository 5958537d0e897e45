import type { MediaType } from '@kinora/domain';
import type { Keyword } from '../catalogue';
import type { MovieRecord } from './movie-records';
import { createRng, STREAM } from './prng';
import type { TvRecord } from './tv-records';
import { ANIME_KEYWORDS, KDRAMA_KEYWORDS, KDRAMA_THEMES, KEYWORDS_BY_GENRE } from './words/keywords';

/**
 * Plot keywords of demo titles, derived from each title's genres and flavour with its own random stream, so
 * they are stable per seed and agree with what the title is (a horror film gets "haunted house", never "wedding").
 */

/** Keyword ids live above every generated id range, so an id never means two things in the demo. */
export const KEYWORD_ID_BASE = 20_000_000;
/** The first genre says most about a title: it gets two keywords, the others one each. */
const LEAD_GENRE_KEYWORDS = 2;
const KDRAMA_THEMES_PER_TITLE = 2;
const MAX_KEYWORDS = 7;
const MEDIA_CODE: Readonly<Record<MediaType, number>> = { movie: 1, tv: 2 };

const VOCABULARY: readonly string[] = [
  ...new Set([
    ...Object.values(KEYWORDS_BY_GENRE).flat(),
    ...ANIME_KEYWORDS,
    ...KDRAMA_KEYWORDS,
    ...KDRAMA_THEMES,
  ]),
].sort();
const ID_BY_NAME: ReadonlyMap<string, number> = new Map(VOCABULARY.map((n, i) => [n, KEYWORD_ID_BASE + i]));

export function titleKeywords(seed: number, media: MediaType, record: MovieRecord | TvRecord): Keyword[] {
  const rng = createRng(seed, STREAM.KEYWORDS, MEDIA_CODE[media], record.index);
  const names: string[] = [];
  if (record.flavour === 'anime') names.push(...ANIME_KEYWORDS);
  if (record.flavour === 'kdrama')
    names.push(...KDRAMA_KEYWORDS, ...rng.sample(KDRAMA_THEMES, KDRAMA_THEMES_PER_TITLE));
  record.genreIds.forEach((genre, i) => {
    names.push(...rng.sample(KEYWORDS_BY_GENRE[genre] ?? [], i === 0 ? LEAD_GENRE_KEYWORDS : 1));
  });
  return [...new Set(names)]
    .slice(0, MAX_KEYWORDS)
    .map((name) => ({ id: ID_BY_NAME.get(name) ?? KEYWORD_ID_BASE, name }));
}
