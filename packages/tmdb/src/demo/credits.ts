import { type MediaType, TOP_DIRECTORS } from '@kinora/domain';
import { DEMO_COUNTS, type Department, type PersonPool, POOL_BY_FLAVOUR } from './layout';
import type { MovieRecord } from './movie-records';
import { internationalName, japaneseName, koreanName } from './naming';
import type { PersonRecord } from './person-records';
import { createRng, hexId, type Rng, STREAM } from './prng';
import type { TvRecord } from './tv-records';
import { CHARACTER_ROLES } from './words/people';

/**
 * Who worked on what. Built once, lazily, in one pass over all titles, and read both ways (title -> people,
 * person -> titles) from the same entries, so a title's credits and a person's credits can never disagree.
 * Casts draw from a rotating cursor over each pool, so every generated person gets work.
 */

/** `slot` numbers a credit within its title; the credit id is derived from it when shown. */
export type CastCredit = { person: number; character: string; slot: number };
export type CrewCredit = { person: number; job: string; department: Department; slot: number };
export type TitleCredits = { cast: CastCredit[]; crew: CrewCredit[] };
export type TitleRef = { media: MediaType; index: number };
export type PersonCreditList = {
  cast: { ref: TitleRef; credit: CastCredit }[];
  crew: { ref: TitleRef; credit: CrewCredit }[];
};
export type CreditBook = { movie: TitleCredits[]; tv: TitleCredits[]; byPerson: PersonCreditList[] };

/** Each top director directs up to this many films (4 or 5 each once adult titles are skipped). */
const FILMS_PER_TOP_DIRECTOR = 5;
/** Share of each acting pool, by popularity, that is cast again and again as stars. */
const STAR_SHARE = 0.12;
const DIRECTOR_WRITES_SHARE = 0.4;
const CREDIT_ID_LENGTH = 24;
const POOL_CODE: Readonly<Record<PersonPool, number>> = { intl: 1, ko: 2, ja: 3 };
const MEDIA_CODE: Readonly<Record<MediaType, number>> = { movie: 1, tv: 2 };
const TECH_JOBS: Partial<Record<Department, string>> = {
  Camera: 'Director of Photography',
  Sound: 'Original Music Composer',
  Editing: 'Editor',
};

type Cursor = { list: number[]; at: number };
type PoolCursors = Record<'acting' | 'directing' | 'writing' | 'production' | 'tech', Cursor> & {
  stars: number[];
};
type Crew = Omit<CrewCredit, 'slot'>;

/** TMDB-style 24-hex credit id, the same on the title's and the person's side. */
export function creditId(seed: number, ref: TitleRef, slot: number): string {
  return hexId(CREDIT_ID_LENGTH, seed, STREAM.CREDIT_ID, MEDIA_CODE[ref.media], ref.index, slot);
}

export function buildCredits(
  seed: number,
  movies: MovieRecord[],
  tv: TvRecord[],
  people: PersonRecord[],
): CreditBook {
  const cursors = createCursors(seed, people);
  let topDirectorFilms = 0;
  const movie = movies.map((record) => {
    const rng = createRng(seed, STREAM.CREDITS, MEDIA_CODE.movie, record.index);
    const c = cursors[POOL_BY_FLAVOUR[record.flavour]];
    const byTopDirector =
      record.flavour === 'intl' &&
      !record.adult &&
      record.groupIndex % 2 === 0 &&
      topDirectorFilms < TOP_DIRECTORS.length * FILMS_PER_TOP_DIRECTOR;
    const director = byTopDirector
      ? DEMO_COUNTS.PEOPLE + (topDirectorFilms++ % TOP_DIRECTORS.length)
      : (take(c.directing, 1)[0] ?? 0);
    const crew: Crew[] = [
      { person: director, job: 'Director', department: 'Directing' },
      ...take(c.writing, rng.int(1, 2)).map((person) => writing(person, 'Screenplay')),
      ...take(c.production, rng.int(1, 2)).map((person) => production(person, 'Producer')),
      ...techCrew(c, people),
    ];
    if (byTopDirector && rng.chance(DIRECTOR_WRITES_SHARE)) crew.push(writing(director, 'Screenplay'));
    return numbered(castFor(rng, c, people, record.flavour === 'anime', record.originCountry), crew);
  });
  const show = tv.map((record) => {
    const rng = createRng(seed, STREAM.CREDITS, MEDIA_CODE.tv, record.index);
    const c = cursors[POOL_BY_FLAVOUR[record.flavour]];
    const creators = take(c.writing, rng.int(1, 2));
    const crew: Crew[] = [
      ...creators.map((person) => writing(person, 'Creator')),
      ...take(c.production, 1).map((person) => production(person, 'Executive Producer')),
      ...techCrew(c, people),
    ];
    return numbered(castFor(rng, c, people, record.flavour === 'anime', record.originCountry), crew);
  });
  return { movie, tv: show, byPerson: indexByPerson(people.length, movie, show) };
}

const writing = (person: number, job: string): Crew => ({ person, job, department: 'Writing' });
const production = (person: number, job: string): Crew => ({ person, job, department: 'Production' });

function createCursors(seed: number, people: PersonRecord[]): Record<PersonPool, PoolCursors> {
  const make = (pool: PersonPool): PoolCursors => {
    const rng = createRng(seed, STREAM.SHUFFLE, POOL_CODE[pool]);
    const members = people.filter((p) => p.pool === pool && !p.isRealPerson);
    const ofDepartments = (...departments: Department[]): Cursor => {
      const list = members.filter((p) => departments.includes(p.department)).map((p) => p.index);
      return { list: rng.sample(list, list.length), at: 0 };
    };
    const acting = ofDepartments('Acting');
    const starCount = Math.max(1, Math.round(acting.list.length * STAR_SHARE));
    const stars = [...acting.list].sort(
      (a, b) => (people[b]?.popularity ?? 0) - (people[a]?.popularity ?? 0),
    );
    return {
      acting,
      directing: ofDepartments('Directing'),
      writing: ofDepartments('Writing'),
      production: ofDepartments('Production'),
      tech: ofDepartments('Camera', 'Sound', 'Editing'),
      stars: stars.slice(0, starCount),
    };
  };
  return { intl: make('intl'), ko: make('ko'), ja: make('ja') };
}

function take(cursor: Cursor, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count && cursor.list.length > 0; i++) {
    out.push(cursor.list[cursor.at % cursor.list.length] ?? 0);
    cursor.at++;
  }
  return out;
}

function techCrew(c: PoolCursors, people: PersonRecord[]): Crew[] {
  return take(c.tech, 1).map((person) => {
    const department = people[person]?.department ?? 'Camera';
    return { person, job: TECH_JOBS[department] ?? 'Director of Photography', department };
  });
}

/**
 * A title's cast in billing order. Members with a photo are billed first: the title page shows the first cast
 * members, and the few people without a photo (kept to exercise the 'No Image' path) belong further down.
 */
function castFor(
  rng: Rng,
  c: PoolCursors,
  people: readonly PersonRecord[],
  isVoiceCast: boolean,
  country: string,
): Omit<CastCredit, 'slot'>[] {
  const size = isVoiceCast ? rng.int(5, 9) : rng.int(7, 13);
  const stars = rng.sample(c.stars, rng.int(1, 2));
  const drawn = [...new Set([...stars, ...take(c.acting, size - stars.length)])];
  const hasPhoto = (person: number) => people[person]?.hasProfile !== false;
  const members = [...drawn.filter(hasPhoto), ...drawn.filter((person) => !hasPhoto(person))];
  return members.map((person) => ({
    person,
    character: characterName(rng, country) + (isVoiceCast ? ' (voice)' : ''),
  }));
}

function characterName(rng: Rng, country: string): string {
  const n =
    country === 'KR' ? koreanName(rng) : country === 'JP' ? japaneseName(rng) : internationalName(rng);
  if (rng.chance(0.2)) return `${rng.pick(CHARACTER_ROLES)} ${n.last}`;
  return rng.chance(0.3) ? n.first : n.name;
}

/** Cast first (slot = billing order), then crew. */
function numbered(cast: Omit<CastCredit, 'slot'>[], crew: Crew[]): TitleCredits {
  return {
    cast: cast.map((member, slot) => ({ person: member.person, character: member.character, slot })),
    crew: crew.map((member, i) => ({
      person: member.person,
      job: member.job,
      department: member.department,
      slot: cast.length + i,
    })),
  };
}

function indexByPerson(peopleCount: number, movie: TitleCredits[], tv: TitleCredits[]): PersonCreditList[] {
  const byPerson: PersonCreditList[] = Array.from({ length: peopleCount }, () => ({ cast: [], crew: [] }));
  const add = (media: MediaType, titles: TitleCredits[]) => {
    titles.forEach((credits, index) => {
      const ref = { media, index };
      for (const credit of credits.cast) byPerson[credit.person]?.cast.push({ ref, credit });
      for (const credit of credits.crew) byPerson[credit.person]?.crew.push({ ref, credit });
    });
  };
  add('movie', movie);
  add('tv', tv);
  return byPerson;
}
