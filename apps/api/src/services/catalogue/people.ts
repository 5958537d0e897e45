import {
  hasProfileImage,
  hasTitleImage,
  PERSON,
  type PersonCredit,
  type PersonCreditEntry,
  TOP_DIRECTORS,
} from '@kinora/domain';
import type { Deps } from '../../deps';
import { mapWithConcurrency } from '../../lib/concurrency';
import type { AuthState } from '../users/public-user';
import {
  keepForAudience,
  ownMedia,
  peopleForAudience,
  requirePersonForAudience,
  type TitleAudience,
} from './kids-filter';

/** Popular people with a picture; for a kids profile as kids-filter.ts shows people (their known-for titles too). */
export async function listPopularPeople(deps: Deps, audience: TitleAudience, page = 1) {
  const result = await deps.catalogue.popularPeople(page);
  return peopleForAudience(deps, audience, { ...result, results: result.results.filter(hasProfileImage) });
}

/** One person; an adult one answers NOT_FOUND on a kids profile (kids-filter.ts). */
export async function getPerson(deps: Deps, audience: TitleAudience, id: number) {
  const person = await deps.catalogue.person(id);
  requirePersonForAudience(audience, person);
  return person;
}

/**
 * A person's movie and TV credits for the known-for grid: titles with an image only, adult ones only for a viewer
 * who opted in (as search lists them: the credits answer has no include_adult switch), one entry per title (cast
 * first, then crew), most popular first, capped at PERSON.CREDITS_CAP in all, each with its year and rating.
 * A kids profile sees only the credits kids-filter.ts lets through; they are checked until the cap is filled.
 */
export async function listPersonCredits(
  deps: Deps,
  auth: AuthState,
  id: number,
): Promise<{ cast: PersonCredit[]; crew: PersonCredit[] }> {
  const credits = await deps.catalogue.personCredits(id);
  const includeAdult = auth.user.adultContent;
  const seen = new Set<string>();
  const pick = async (entries: PersonCreditEntry[], want: number) => {
    const listed = entries
      .filter((entry) => hasTitleImage(entry) && (includeAdult || !entry.adult))
      .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0))
      .filter((entry) => {
        const key = `${entry.media_type}:${entry.id}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    const shown = await keepForAudience(deps, auth.profile, listed, ownMedia, want);
    return shown.map(toPersonCredit);
  };
  const cast = await pick(credits.cast, PERSON.CREDITS_CAP);
  const castShare = Math.min(cast.length, PERSON.CREDITS_CAP);
  const crew = await pick(credits.crew, PERSON.CREDITS_CAP - castShare);
  return { cast: cast.slice(0, castShare), crew: crew.slice(0, PERSON.CREDITS_CAP - castShare) };
}

function toPersonCredit(entry: PersonCreditEntry): PersonCredit {
  const date = entry.media_type === 'movie' ? entry.release_date : entry.first_air_date;
  return {
    ...entry,
    year: date && /^\d{4}/.test(date) ? date.slice(0, 4) : null,
    rating: Math.round((entry.vote_average ?? 0) * 10) / 10,
  };
}

/** How many director profiles are fetched at once, to stay well inside the upstream rate limit. */
const DIRECTOR_FETCH_CONCURRENCY = 6;

/** The Top Directors list with profile images; a director whose lookup fails is listed without an image. */
export function listDirectors(deps: Deps) {
  return mapWithConcurrency(TOP_DIRECTORS, DIRECTOR_FETCH_CONCURRENCY, async (director) => {
    try {
      const person = await deps.catalogue.person(director.id);
      return { id: director.id, name: director.name, profile_path: person.profile_path };
    } catch (error) {
      deps.log.warn({ err: error, directorId: director.id }, 'director lookup failed');
      return { id: director.id, name: director.name, profile_path: null };
    }
  });
}
