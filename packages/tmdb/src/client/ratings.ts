import type { MediaType } from '@kinora/domain';
import { RATING_COUNTRY } from '../shared/certifications';
import { malformedError } from './errors';

/**
 * The US rating in TMDB's two answers. A movie's `/release_dates` lists, per country, every release with its
 * own certification (often blank for premieres and re-releases); a show's `/content_ratings` has one rating
 * per country. Recorded answers carry stray spaces ("PG12 "), so ratings are trimmed.
 */

type ReleaseDate = { certification?: unknown; type?: unknown };
type CountryReleases = { iso_3166_1?: unknown; release_dates?: unknown };
type CountryRating = { iso_3166_1?: unknown; rating?: unknown };

/** TMDB's release types: the theatrical release is the one a rating is known by, then digital, then any. */
const THEATRICAL = 3;
const THEATRICAL_LIMITED = 2;
const DIGITAL = 4;
const PREFERRED_TYPES = [THEATRICAL, THEATRICAL_LIMITED, DIGITAL];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function usRating(media: MediaType, body: Record<string, unknown>, path: string): string | null {
  if (!Array.isArray(body.results)) throw malformedError(`${path} has no results list`);
  const entries = body.results as (CountryReleases & CountryRating)[];
  const us = entries.find((entry) => entry?.iso_3166_1 === RATING_COUNTRY);
  if (!us) return null;
  if (media === 'tv') return text(us.rating) || null;
  const releases = (Array.isArray(us.release_dates) ? us.release_dates : []) as ReleaseDate[];
  const rated = releases.filter((r) => text(r?.certification));
  const rank = (r: ReleaseDate) => {
    const at = PREFERRED_TYPES.indexOf(Number(r.type));
    return at < 0 ? PREFERRED_TYPES.length : at;
  };
  const best = [...rated].sort((a, b) => rank(a) - rank(b))[0];
  return best ? text(best.certification) : null;
}
