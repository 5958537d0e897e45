import { buildCredits, type CreditBook } from './credits';
import { DEMO_COUNTS } from './layout';
import { type MovieRecord, movieRecord } from './movie-records';
import { PEOPLE_TOTAL, type PersonRecord, personRecord } from './person-records';
import { type TvRecord, tvRecord } from './tv-records';

/**
 * Everything about the demo catalogue that depends on the seed only (not on today's date). Records are cheap
 * and made up front; credits, which need every title and person at once, are made on first use.
 */
export type DemoWorld = {
  seed: number;
  movies: MovieRecord[];
  tv: TvRecord[];
  people: PersonRecord[];
  personById: ReadonlyMap<number, PersonRecord>;
  credits(): CreditBook;
};

export function createWorld(seed: number): DemoWorld {
  const movies = Array.from({ length: DEMO_COUNTS.MOVIES }, (_, i) => movieRecord(seed, i));
  const tv = Array.from({ length: DEMO_COUNTS.TV }, (_, i) => tvRecord(seed, i));
  const people = Array.from({ length: PEOPLE_TOTAL }, (_, i) => personRecord(seed, i));
  let credits: CreditBook | undefined;
  return {
    seed,
    movies,
    tv,
    people,
    personById: new Map(people.map((p) => [p.id, p])),
    credits() {
      credits ??= buildCredits(seed, movies, tv, people);
      return credits;
    },
  };
}
