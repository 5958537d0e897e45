import type {
  CatalogueItem,
  Credits,
  Person,
  PersonCreditEntry,
  PersonCredits,
  PersonListItem,
} from '@kinora/domain';
import { yearOfDay } from '../shared/dates';
import { biography } from './biography';
import { type CreditBook, creditId, type TitleCredits, type TitleRef } from './credits';
import type { DayView } from './day-view';
import { demoImagePath } from './image-paths';
import { type DemoLanguage, ENGLISH } from './languages';
import type { PersonRecord } from './person-records';
import { movieItem, tvItem } from './shape-titles';
import type { DemoWorld } from './world';

/** People, credits and "known for" in TMDB's shapes. */

const KNOWN_FOR_COUNT = 3;

export function profilePath(seed: number, p: PersonRecord): string | null {
  return p.hasProfile ? demoImagePath(seed, 'f', 'c', p.id) : null;
}

function personBasics(seed: number, p: PersonRecord) {
  return {
    adult: false,
    gender: p.gender,
    id: p.id,
    known_for_department: p.department,
    name: p.name,
    original_name: p.name,
    popularity: p.popularity,
    profile_path: profilePath(seed, p),
  };
}

export function titleItem(
  world: DemoWorld,
  view: DayView,
  ref: TitleRef,
  lang: DemoLanguage = ENGLISH,
): CatalogueItem {
  if (ref.media === 'movie') {
    const movie = world.movies[ref.index];
    if (movie) return movieItem(world.seed, view, movie, lang);
  } else {
    const show = world.tv[ref.index];
    if (show) return tvItem(world.seed, view, show, lang);
  }
  throw new RangeError(`no ${ref.media} at index ${ref.index}`);
}

export function titleCredits(
  world: DemoWorld,
  ref: TitleRef,
  credits: TitleCredits,
  titleId: number,
): Credits & { id: number } {
  const person = (index: number) => world.people[index] as PersonRecord;
  return {
    id: titleId,
    cast: credits.cast.map((c) => ({
      ...personBasics(world.seed, person(c.person)),
      character: c.character,
      credit_id: creditId(world.seed, ref, c.slot),
      order: c.slot,
    })),
    crew: credits.crew.map((c) => ({
      ...personBasics(world.seed, person(c.person)),
      credit_id: creditId(world.seed, ref, c.slot),
      department: c.department,
      job: c.job,
    })),
  };
}

/** The titles a person is best known for: their most popular, non-adult credits. */
export function knownFor(
  world: DemoWorld,
  view: DayView,
  book: CreditBook,
  p: PersonRecord,
  lang: DemoLanguage = ENGLISH,
): CatalogueItem[] {
  const list = book.byPerson[p.index];
  if (!list) return [];
  const refs = [...list.cast, ...list.crew].map((entry) => entry.ref);
  const seen = new Set<string>();
  const items: CatalogueItem[] = [];
  for (const ref of refs) {
    const key = `${ref.media}:${ref.index}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const item = titleItem(world, view, ref, lang);
    if (!item.adult) items.push({ ...item, media_type: ref.media });
  }
  return items.sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0)).slice(0, KNOWN_FOR_COUNT);
}

export function personItem(
  world: DemoWorld,
  view: DayView,
  p: PersonRecord,
  lang: DemoLanguage = ENGLISH,
): PersonListItem {
  return { ...personBasics(world.seed, p), known_for: knownFor(world, view, world.credits(), p, lang) };
}

export function personDetail(
  world: DemoWorld,
  view: DayView,
  p: PersonRecord,
  lang: DemoLanguage = ENGLISH,
): Person {
  const year = yearOfDay(view.day);
  const book = world.credits();
  return {
    adult: false,
    also_known_as: [...p.alsoKnownAs],
    biography: biography(world.seed, p, knownFor(world, view, book, p, lang), year, lang.biography),
    birthday: p.age !== undefined && p.birthMonthDay ? `${year - p.age}-${p.birthMonthDay}` : null,
    deathday: p.death ? `${year - p.death.yearsAgo}-${p.death.monthDay}` : null,
    gender: p.gender,
    homepage: p.homepage,
    id: p.id,
    imdb_id: null,
    known_for_department: p.department,
    name: p.name,
    place_of_birth: p.placeOfBirth,
    popularity: p.popularity,
    profile_path: profilePath(world.seed, p),
  };
}

export function personCredits(
  world: DemoWorld,
  view: DayView,
  p: PersonRecord,
  lang: DemoLanguage = ENGLISH,
): PersonCredits {
  const list = world.credits().byPerson[p.index] ?? { cast: [], crew: [] };
  const entry = (ref: TitleRef): PersonCreditEntry => ({
    ...titleItem(world, view, ref, lang),
    media_type: ref.media,
  });
  return {
    id: p.id,
    cast: list.cast.map(({ ref, credit }) => ({
      ...entry(ref),
      character: credit.character,
      credit_id: creditId(world.seed, ref, credit.slot),
      order: credit.slot,
    })),
    crew: list.crew.map(({ ref, credit }) => ({
      ...entry(ref),
      credit_id: creditId(world.seed, ref, credit.slot),
      department: credit.department,
      job: credit.job,
    })),
  };
}
