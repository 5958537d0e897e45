import type { MediaType } from '@kinora/domain';
import { yearOfDay } from '../shared/dates';
import type { DayView } from './day-view';
import type { MovieRecord } from './movie-records';
import type { TvRecord } from './tv-records';
import type { DemoWorld } from './world';

/**
 * The demo's "viewers who liked this also liked": where `similar` only shares a genre, this weighs how much of
 * the genre mix, the keywords, the people and the era two titles share, as a real recommendation list would.
 */

type Title = MovieRecord | TvRecord;

/** TMDB answers two pages of recommendations; so does the demo. */
export const RECOMMENDATIONS_MAX = 40;
const WEIGHT = {
  GENRE_OVERLAP: 4,
  KEYWORD: 1.5,
  SAME_FLAVOUR: 2,
  PERSON: 1,
  NEAR_ERA: 1,
  SAME_DECADE: 0.5,
  POPULARITY: 0.25,
} as const;
/** Shared people count up to this many; a big shared cast should not outweigh everything else. */
const MAX_SHARED_PEOPLE = 3;
const NEAR_ERA_YEARS = 5;
const SAME_DECADE_YEARS = 10;

export function recommendationList(
  world: DemoWorld,
  view: DayView,
  media: MediaType,
  index: number,
  keywordIds: (media: MediaType, t: Title) => readonly number[],
): number[] {
  const titles: Title[] = media === 'movie' ? world.movies : world.tv;
  const source = titles[index];
  if (!source) return [];
  const day = (t: Title) => ('releaseOffset' in t ? view.releaseDay(t) : view.schedule(t).firstAirDay);
  const book = world.credits()[media];
  const peopleOf = (t: Title) => {
    const credits = book[t.index];
    return new Set([...(credits?.cast ?? []), ...(credits?.crew ?? [])].map((c) => c.person));
  };
  const genres = new Set(source.genreIds);
  const keywords = new Set(keywordIds(media, source));
  const people = peopleOf(source);
  const year = yearOfDay(day(source));
  const scored: { t: Title; score: number }[] = [];
  for (const t of titles) {
    if (t.index === index || ('adult' in t && t.adult) || day(t) > view.day) continue;
    const sharedGenres = t.genreIds.filter((g) => genres.has(g)).length;
    const union = new Set([...t.genreIds, ...genres]).size;
    const sharedKeywords = keywordIds(media, t).filter((k) => keywords.has(k)).length;
    let sharedPeople = 0;
    for (const p of peopleOf(t)) if (people.has(p)) sharedPeople++;
    if (sharedGenres === 0 && sharedKeywords === 0 && sharedPeople === 0) continue;
    const gap = Math.abs(yearOfDay(day(t)) - year);
    const score =
      WEIGHT.GENRE_OVERLAP * (sharedGenres / union) +
      WEIGHT.KEYWORD * sharedKeywords +
      (t.flavour === source.flavour ? WEIGHT.SAME_FLAVOUR : 0) +
      WEIGHT.PERSON * Math.min(MAX_SHARED_PEOPLE, sharedPeople) +
      (gap <= NEAR_ERA_YEARS ? WEIGHT.NEAR_ERA : gap <= SAME_DECADE_YEARS ? WEIGHT.SAME_DECADE : 0) +
      WEIGHT.POPULARITY * Math.log10(1 + t.popularity);
    scored.push({ t, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.t.id - b.t.id)
    .slice(0, RECOMMENDATIONS_MAX)
    .map(({ t }) => t.index);
}
