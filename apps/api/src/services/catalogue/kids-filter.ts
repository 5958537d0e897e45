import {
  AppError,
  type CatalogueItem,
  KIDS_MAX_RATINGS,
  KIDS_MESSAGES,
  type MediaType,
  type Page,
  type PersonListItem,
} from '@kinora/domain';
import { ratingWithin } from '@kinora/tmdb';
import type { Deps } from '../../deps';
import { mapWithConcurrency } from '../../lib/concurrency';
import type { ActiveProfile } from '../users/public-user';

/**
 * The one owner of the kids rule (docs/product/kids-profiles.md): a kids profile sees no adult title and no title
 * rated above KIDS_MAX_RATINGS in the US (an unrated title included). Every service that answers with titles
 * passes them through here. Other profiles pass straight through: no lookup, no copy. A kids profile's checks
 * read the title's rating (and, for one title, its details) through the cached catalogue, so each title costs one
 * upstream request per cache period whoever asks.
 */

/** What the rule reads from a viewer; the active profile and the viewer's lists (shared/viewer-lists) both carry it. */
export type TitleAudience = Pick<ActiveProfile, 'kids'>;

/** Rating lookups in flight at once for one list, to stay well inside the upstream rate limit. */
const CHECKS_AT_ONCE = 8;
/** People whose known-for titles are checked at once (each checks its few titles together). */
const PEOPLE_AT_ONCE = 3;

type Listed = { id: number; adult?: boolean };

async function ratedForKids(deps: Deps, media: MediaType, id: number): Promise<boolean> {
  return ratingWithin(media, await deps.catalogue.certification(media, id), KIDS_MAX_RATINGS[media]);
}

/** One list entry for a kids profile; a rating that cannot be read keeps the entry out (nobody vouched for it). */
async function listedForKids(deps: Deps, media: MediaType | undefined, item: Listed): Promise<boolean> {
  if (item.adult || !media) return false;
  try {
    return await ratedForKids(deps, media, item.id);
  } catch (error) {
    deps.log.warn({ err: error, title: `${media}:${item.id}` }, 'kids filter: rating lookup failed');
    return false;
  }
}

/**
 * A movie or show the viewer may open, or NOT_FOUND with the kids message (as an unknown title answers). `detail`
 * is the title's details when the caller already has them.
 */
export async function requireTitleForAudience(
  deps: Deps,
  audience: TitleAudience,
  media: MediaType,
  id: number,
  detail?: { adult?: boolean },
): Promise<void> {
  if (!audience.kids) return;
  const [facts, rated] = await Promise.all([
    detail ?? deps.catalogue.details(media, id),
    ratedForKids(deps, media, id),
  ]);
  if (facts.adult || !rated) throw new AppError('NOT_FOUND', KIDS_MESSAGES.TITLE_NOT_AVAILABLE);
}

/** A person the viewer may open: a kids profile is not shown a person the catalogue marks adult. */
export function requirePersonForAudience(audience: TitleAudience, person: { adult?: boolean }): void {
  if (audience.kids && person.adult) throw new AppError('NOT_FOUND', KIDS_MESSAGES.PERSON_NOT_AVAILABLE);
}

/**
 * The entries the viewer may see, in their order. `mediaOf` names each entry's media (a list of one media, or
 * the entry's own `media_type`); an entry of no known media is left out for a kids profile. With `want`, checking
 * stops once that many are kept, so a long candidate list costs only what is shown.
 */
export async function keepForAudience<T extends Listed>(
  deps: Deps,
  audience: TitleAudience,
  items: readonly T[],
  mediaOf: (item: T) => MediaType | undefined,
  want = Number.POSITIVE_INFINITY,
): Promise<T[]> {
  if (!audience.kids) return items as T[];
  const kept: T[] = [];
  for (let at = 0; at < items.length && kept.length < want; at += CHECKS_AT_ONCE) {
    const batch = items.slice(at, at + CHECKS_AT_ONCE);
    const fits = await Promise.all(batch.map((item) => listedForKids(deps, mediaOf(item), item)));
    batch.forEach((item, i) => {
      if (fits[i] && kept.length < want) kept.push(item);
    });
  }
  return kept;
}

/** A page of one media's titles as the viewer may see it (the same page for other profiles). */
export async function pageForAudience<T extends Listed>(
  deps: Deps,
  audience: TitleAudience,
  media: MediaType,
  page: Page<T>,
): Promise<Page<T>> {
  if (!audience.kids) return page;
  return { ...page, results: await keepForAudience(deps, audience, page.results, () => media) };
}

/** The entry's own media, as mixed lists (known-for, credits, picks) mark it. */
export function ownMedia(item: { media_type?: string }): MediaType | undefined {
  return item.media_type === 'movie' || item.media_type === 'tv' ? item.media_type : undefined;
}

/** People as the viewer may see them: for a kids profile no adult person, and only fitting known-for titles. */
export async function peopleForAudience(
  deps: Deps,
  audience: TitleAudience,
  page: Page<PersonListItem>,
): Promise<Page<PersonListItem>> {
  if (!audience.kids) return page;
  const people = page.results.filter((person) => !person.adult);
  const results = await mapWithConcurrency(people, PEOPLE_AT_ONCE, async (person) =>
    person.known_for
      ? {
          ...person,
          known_for: await keepForAudience<CatalogueItem>(deps, audience, person.known_for, ownMedia),
        }
      : person,
  );
  return { ...page, results };
}
