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
const FIRST_NAMES = [...FEMALE_NAMES, ...MALE_NAMES];
const CLOSER_SHARE = 0.5;

export function overview(rng: Rng): string {
  const slots = {
    hero: rng.pick(FIRST_NAMES),
    ally: rng.pick(FIRST_NAMES),
    place: rng.pick(PLACES),
    thing: rng.pick(NOUNS).toLowerCase(),
    role: rng.pick(ROLES),
  };
  const sentences: string[] = [
    rng.pick(OVERVIEW_OPENERS),
    ...rng.sample(OVERVIEW_MIDDLES, rng.int(0, MAX_MIDDLE_SENTENCES)),
  ];
  if (rng.chance(CLOSER_SHARE)) sentences.push(rng.pick(OVERVIEW_CLOSERS));
  const text = fillTemplate(sentences.join(' '), slots);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const TAGLINE_SHARE = 0.75;

/** TMDB sends an empty string, not null, when a title has no tagline. */
export function tagline(rng: Rng): string {
  return rng.chance(TAGLINE_SHARE) ? rng.pick(TAGLINES) : '';
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
