import { TOP_DIRECTORS } from '@kinora/domain';
import { DEMO_COUNTS, type Department, departmentOf, type PersonPool, personId, personPool } from './layout';
import { internationalName, japaneseName, koreanName } from './naming';
import { createRng, type Rng, round3, STREAM } from './prng';
import { foldText } from './text';
import { BIRTH_PLACES, JAPANESE_BIRTH_PLACES, KOREAN_BIRTH_PLACES } from './words/people';

export type BiographyStyle = 'empty' | 'short' | 'medium' | 'long';

/** A person as the demo stores them. Birthdays are kept as age + month/day so they read right in any year. */
export type PersonRecord = {
  /** Position in the world's people array (generated people first, then the top directors). */
  index: number;
  id: number;
  pool: PersonPool;
  name: string;
  first: string;
  gender: 0 | 1 | 2;
  department: Department;
  popularity: number;
  /** One of the real directors of TOP_DIRECTORS: only name and id are real, nothing else is made up. */
  isRealPerson: boolean;
  age?: number;
  birthMonthDay?: string;
  /** Years before this year, and month/day, of a death. */
  death?: { yearsAgo: number; monthDay: string };
  placeOfBirth: string | null;
  nationality: string;
  homepage: string | null;
  hasProfile: boolean;
  alsoKnownAs: string[];
  biographyStyle: BiographyStyle;
};

const NO_PROFILE_SHARE = 0.1;
const NO_BIRTHDAY_SHARE = 0.08;
const NO_BIRTHPLACE_SHARE = 0.1;
const HOMEPAGE_SHARE = 0.1;
const DEATH_SHARE = 0.12;
const DEATH_MIN_AGE = 50;
/** Deaths are recent (at most this many years ago) and after a career of at least this many years. */
const DEATH_MAX_YEARS_AGO = 20;
const CAREER_BEFORE_DEATH_YEARS = 30;
const MIDDLE_INITIALS = [...'ABCDEFGHJKLMNPRSTW'];
const AGE_RANGE = [18, 88] as const;
const MONTHS = 12;
const SAFE_DAYS_IN_MONTH = 28;
/** Biography lengths: some empty, most short or medium, some longer than 1,000 characters. */
const BIOGRAPHY_STYLES: readonly (readonly [BiographyStyle, number])[] = [
  ['empty', 0.12],
  ['short', 0.45],
  ['medium', 0.3],
  ['long', 0.13],
];

export function personRecord(seed: number, index: number): PersonRecord {
  if (index >= DEMO_COUNTS.PEOPLE) return directorRecord(index);
  const rng = createRng(seed, STREAM.PERSON, index);
  const { pool, local } = personPool(index);
  const n = pool === 'ko' ? koreanName(rng) : pool === 'ja' ? japaneseName(rng) : internationalName(rng);
  const department = departmentOf(local);
  const age = rng.int(...AGE_RANGE);
  const hasBirthday = !rng.chance(NO_BIRTHDAY_SHARE);
  const dies = hasBirthday && age >= DEATH_MIN_AGE && rng.chance(DEATH_SHARE);
  const stardom = rng.next() ** 3;
  const birth = birthplace(rng, pool);
  return {
    index,
    id: personId(index),
    pool,
    name: n.name,
    first: n.first,
    gender: n.gender,
    department,
    popularity: round3(0.6 + (department === 'Acting' ? 90 : 25) * stardom + rng.float(0, 3)),
    isRealPerson: false,
    age: hasBirthday ? age : undefined,
    birthMonthDay: hasBirthday ? monthDay(rng) : undefined,
    death: dies
      ? {
          yearsAgo: rng.int(1, Math.min(DEATH_MAX_YEARS_AGO, age - CAREER_BEFORE_DEATH_YEARS)),
          monthDay: monthDay(rng),
        }
      : undefined,
    placeOfBirth: rng.chance(NO_BIRTHPLACE_SHARE) ? null : birth.place,
    nationality: birth.nationality,
    homepage: rng.chance(HOMEPAGE_SHARE)
      ? `https://demo.kinora.example/people/${slug(n.name)}-${personId(index)}`
      : null,
    hasProfile: !rng.chance(NO_PROFILE_SHARE),
    alsoKnownAs: alsoKnownAs(rng, pool, n.name, n.first, n.last),
    biographyStyle: biographyStyle(rng),
  };
}

/** Real directors keep only their real name and id; no birthday, birthplace or biography facts are invented. */
function directorRecord(index: number): PersonRecord {
  const slot = index - DEMO_COUNTS.PEOPLE;
  const director = TOP_DIRECTORS[slot];
  if (!director) throw new RangeError(`person index ${index} is outside the demo`);
  return {
    index,
    id: director.id,
    pool: 'intl',
    name: director.name,
    first: director.name.split(' ')[0] ?? director.name,
    gender: 0,
    department: 'Directing',
    popularity: round3(12 + ((TOP_DIRECTORS.length - slot) / TOP_DIRECTORS.length) * 30),
    isRealPerson: true,
    placeOfBirth: null,
    nationality: '',
    homepage: null,
    hasProfile: true,
    alsoKnownAs: [],
    biographyStyle: 'short',
  };
}

export const PEOPLE_TOTAL = DEMO_COUNTS.PEOPLE + TOP_DIRECTORS.length;

function birthplace(rng: Rng, pool: PersonPool): { place: string; nationality: string } {
  if (pool === 'ko') return { place: rng.pick(KOREAN_BIRTH_PLACES), nationality: 'South Korean' };
  if (pool === 'ja') return { place: rng.pick(JAPANESE_BIRTH_PLACES), nationality: 'Japanese' };
  const [place, nationality] = rng.pick(BIRTH_PLACES);
  return { place, nationality };
}

function monthDay(rng: Rng): string {
  const month = String(rng.int(1, MONTHS)).padStart(2, '0');
  const day = String(rng.int(1, SAFE_DAYS_IN_MONTH)).padStart(2, '0');
  return `${month}-${day}`;
}

function alsoKnownAs(rng: Rng, pool: PersonPool, name: string, first: string, last: string): string[] {
  const options: string[] = [];
  if (pool === 'intl') {
    const plain = foldText(name).replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    if (plain !== name) options.push(plain);
    options.push(`${first.charAt(0)}. ${last}`, `${first} ${rng.pick(MIDDLE_INITIALS)}. ${last}`);
  } else {
    // The other name order: Korean names are stored family name first, Japanese ones given name first.
    const reversed = pool === 'ko' ? `${first} ${last}` : `${last} ${first}`;
    options.push(reversed, name.toUpperCase());
  }
  return rng.sample(options, rng.int(0, options.length));
}

function biographyStyle(rng: Rng): BiographyStyle {
  let roll = rng.next();
  for (const [style, share] of BIOGRAPHY_STYLES) {
    if (roll < share) return style;
    roll -= share;
  }
  return 'short';
}

function slug(text: string): string {
  return foldText(text).replace(/[^a-z0-9]+/g, '-');
}
