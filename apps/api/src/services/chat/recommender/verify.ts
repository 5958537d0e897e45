import type { Catalogue } from '@kinora/tmdb';
import { ratingWithin } from '@kinora/tmdb';
import { runtimeBounds } from './discover-filters';
import { type Candidate, orNothing } from './gather';
import type { Intent } from './intent';
import { themesFit } from './theme-evidence';

/**
 * The rules a list item cannot show by itself: a runtime (in the details), an age rating (its own read) and
 * themes (keywords). Candidates are checked best first, a batch at a time, until enough fit: each check may
 * cost a catalogue request, so nobody checks titles that would never be shown.
 */

export type Check = (c: Candidate) => Promise<boolean>;
export type Ranked = { c: Candidate; s: number };

/** Candidates checked per title asked for, on TMDB (the demo answers in process and checks as many as needed). */
const CHECKS_PER_TITLE = 3;

async function lengthFits(catalogue: Catalogue, intent: Intent, c: Candidate): Promise<boolean> {
  if (!intent.length || c.lengthChecked) return true;
  const media = c.item.media_type;
  const detail = await orNothing(() => catalogue.details(media, c.item.id));
  const minutes = media === 'movie' ? detail?.runtime : detail?.episode_run_time?.[0];
  if (!minutes) return false;
  const { min, max } = runtimeBounds(intent, media);
  return (min === undefined || minutes >= min) && (max === undefined || minutes <= max);
}

/** A title nobody rated does not fit an age limit: the limit is a promise the answer must keep. */
async function ratingFits(catalogue: Catalogue, intent: Intent, c: Candidate): Promise<boolean> {
  const limit = intent.ageLimit;
  if (!limit || c.ratingChecked) return true;
  const media = c.item.media_type;
  const rating = await orNothing(() => catalogue.certification(media, c.item.id));
  return ratingWithin(media, rating, media === 'movie' ? limit.movie : limit.tv);
}

/** The checks this intent needs, cheapest first, or undefined when a list item says all there is to know. */
export function checksFor(catalogue: Catalogue, intent: Intent): Check | undefined {
  const checks: Check[] = [];
  if (intent.themes.length > 0 || intent.excludedThemes.length > 0)
    checks.push((c) => themesFit(catalogue, intent, c.item));
  if (intent.ageLimit) checks.push((c) => ratingFits(catalogue, intent, c));
  if (intent.length) checks.push((c) => lengthFits(catalogue, intent, c));
  if (checks.length === 0) return undefined;
  return async (c) => {
    for (const check of checks) if (!(await check(c))) return false;
    return true;
  };
}

/** The best `want` candidates that pass, checking `batch` at a time and at most `budget` in all. */
export async function keepChecked(
  ranked: readonly Ranked[],
  check: Check,
  want: number,
  batch: number,
  budget: number,
): Promise<Ranked[]> {
  const kept: Ranked[] = [];
  const end = Math.min(ranked.length, budget);
  for (let at = 0; at < end && kept.length < want; at += batch) {
    const slice = ranked.slice(at, Math.min(at + batch, end));
    const fits = await Promise.all(slice.map((r) => check(r.c)));
    slice.forEach((r, i) => {
      if (fits[i]) kept.push(r);
    });
  }
  return kept;
}

export const checkBudget = (catalogue: Catalogue, count: number) =>
  catalogue.kind === 'demo' ? Number.POSITIVE_INFINITY : count * CHECKS_PER_TITLE;
