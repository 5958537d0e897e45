import type { Rng } from './prng';
import { FEMALE_NAMES, MALE_NAMES } from './words/people';
import { OVERVIEW_CLOSERS, OVERVIEW_MIDDLES, OVERVIEW_OPENERS, ROLES, TAGLINES } from './words/prose';
import { NOUNS, PLACES } from './words/titles';

/** Fills `{slot}` markers; unknown slots are left visible so a template typo shows in the output. */
export function fillTemplate(template: string, slots: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => slots[key] ?? whole);
}

/** Overview lengths vary on purpose: one line up to a full paragraph, so truncation is exercised. */
const MAX_MIDDLE_SENTENCES = 3;
/** Female names first: a hero's index says which pronoun and which form of a job a translation uses. */
export const FIRST_NAMES = [...FEMALE_NAMES, ...MALE_NAMES];
const CLOSER_SHARE = 0.5;

/**
 * `rng.pick(list)` as an index into the list: the same draw, so a text kept as indices reads in any language (each
 * language's lists run parallel to the English ones) and the English stays exactly what `pick` gave.
 */
export function pickIndex(rng: Rng, length: number): number {
  return rng.int(0, length - 1);
}

/** `rng.sample(list, count)` as indices, drawing as `sample` does. */
export function sampleIndices(rng: Rng, length: number, count: number): number[] {
  return rng.sample(
    Array.from({ length }, (_, i) => i),
    count,
  );
}

/** What an overview says, as indices into the word and sentence lists: written out per language by `writeOverview`. */
export type OverviewPlan = {
  hero: number;
  ally: number;
  place: number;
  thing: number;
  role: number;
  opener: number;
  middles: number[];
  closer: number | null;
};

export function planOverview(rng: Rng): OverviewPlan {
  const hero = pickIndex(rng, FIRST_NAMES.length);
  const ally = pickIndex(rng, FIRST_NAMES.length);
  const place = pickIndex(rng, PLACES.length);
  const thing = pickIndex(rng, NOUNS.length);
  const role = pickIndex(rng, ROLES.length);
  const opener = pickIndex(rng, OVERVIEW_OPENERS.length);
  const middles = sampleIndices(rng, OVERVIEW_MIDDLES.length, rng.int(0, MAX_MIDDLE_SENTENCES));
  const closer = rng.chance(CLOSER_SHARE) ? pickIndex(rng, OVERVIEW_CLOSERS.length) : null;
  return { hero, ally, place, thing, role, opener, middles, closer };
}

/** The sentences and words an overview is written with, in one language. */
export type OverviewWords = {
  openers: readonly string[];
  middles: readonly string[];
  closers: readonly string[];
  /** The slot values of a plan: names, places, things and jobs in this language's forms. */
  slots(plan: OverviewPlan): Readonly<Record<string, string>>;
};

export function writeOverview(plan: OverviewPlan, words: OverviewWords): string {
  const sentences = [
    words.openers[plan.opener] ?? '',
    ...plan.middles.map((i) => words.middles[i] ?? ''),
    ...(plan.closer === null ? [] : [words.closers[plan.closer] ?? '']),
  ];
  const text = fillTemplate(sentences.join(' '), words.slots(plan));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const ENGLISH_OVERVIEW: OverviewWords = {
  openers: OVERVIEW_OPENERS,
  middles: OVERVIEW_MIDDLES,
  closers: OVERVIEW_CLOSERS,
  slots: (plan) => ({
    hero: FIRST_NAMES[plan.hero] ?? '',
    ally: FIRST_NAMES[plan.ally] ?? '',
    place: PLACES[plan.place] ?? '',
    thing: (NOUNS[plan.thing] ?? '').toLowerCase(),
    role: ROLES[plan.role] ?? '',
  }),
};

export function overview(rng: Rng): string {
  return writeOverview(planOverview(rng), ENGLISH_OVERVIEW);
}

const TAGLINE_SHARE = 0.75;

/** A title's tagline and overview: indices for other languages, and the English texts (drawn in this order). */
export type TitleProse = {
  /** Index into TAGLINES; null: no tagline (TMDB sends an empty string then). */
  taglineIndex: number | null;
  tagline: string;
  overviewPlan: OverviewPlan;
  overview: string;
};

export function titleProse(rng: Rng): TitleProse {
  const taglineIndex = rng.chance(TAGLINE_SHARE) ? pickIndex(rng, TAGLINES.length) : null;
  const overviewPlan = planOverview(rng);
  return {
    taglineIndex,
    tagline: taglineIndex === null ? '' : (TAGLINES[taglineIndex] ?? ''),
    overviewPlan,
    overview: writeOverview(overviewPlan, ENGLISH_OVERVIEW),
  };
}

/** Homepages use the reserved `.example` domain so nothing ever resolves. */
export function homepage(rng: Rng, share: number, slugSource: string, id: number): string {
  if (!rng.chance(share)) return '';
  const slug = slugSource
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `https://demo.kinora.example/${slug || 'title'}-${id}`;
}
