import type { CatalogueItem } from '@kinora/domain';
import type { PersonRecord } from './person-records';
import { createRng, STREAM } from './prng';
import { fillTemplate } from './prose';
import { BIO_OPENERS, BIO_SENTENCES, JOB_BY_DEPARTMENT } from './words/prose';

/** Biographies vary from empty to several paragraphs, so "read more" and empty states are exercised. */

/** Long biographies pass this length (the person page folds text after 350 characters). */
export const LONG_BIOGRAPHY_MIN_CHARS = 1_000;
const MEDIUM_EXTRA_SENTENCES = [2, 4] as const;
const SENTENCES_PER_PARAGRAPH = 4;
const YEAR_LENGTH = 4;

const PRONOUNS = {
  0: { pronoun: 'they', possessive: 'their' },
  1: { pronoun: 'she', possessive: 'her' },
  2: { pronoun: 'he', possessive: 'his' },
} as const;

export function biography(seed: number, p: PersonRecord, knownFor: CatalogueItem[], year: number): string {
  const work = describeWork(knownFor);
  if (p.isRealPerson) {
    // Only the name is real: say what the demo credits them with and nothing about their life.
    return `In this demo catalogue, ${p.name} is credited as the director of ${work}.`;
  }
  if (p.biographyStyle === 'empty') return '';
  const rng = createRng(seed, STREAM.BIOGRAPHY, p.index);
  const jobs = JOB_BY_DEPARTMENT[p.department] ?? JOB_BY_DEPARTMENT.Acting;
  const slots = {
    name: p.name,
    first: p.first,
    ...PRONOUNS[p.gender],
    nationality: p.nationality,
    job: jobs?.[p.gender === 1 ? 0 : p.gender === 2 ? 1 : 2] ?? 'artist',
    work,
    year: p.age === undefined ? '' : String(year - p.age),
  };
  const openers = BIO_OPENERS.filter((o) => slots.year.length === YEAR_LENGTH || !o.includes('{year}'));
  const fill = (template: string) => fillTemplate(template, slots);
  const sentences = [fill(rng.pick(openers))];
  if (p.biographyStyle === 'medium') {
    sentences.push(...rng.sample(BIO_SENTENCES, rng.int(...MEDIUM_EXTRA_SENTENCES)).map(fill));
  }
  if (p.biographyStyle === 'long') {
    const shuffled = rng.sample(BIO_SENTENCES, BIO_SENTENCES.length).map(fill);
    for (let i = 0; sentences.join(' ').length < LONG_BIOGRAPHY_MIN_CHARS; i++) {
      sentences.push(shuffled[i % shuffled.length] ?? '');
    }
  }
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += SENTENCES_PER_PARAGRAPH) {
    paragraphs.push(sentences.slice(i, i + SENTENCES_PER_PARAGRAPH).join(' '));
  }
  return paragraphs.join('\n\n');
}

function describeWork(items: CatalogueItem[]): string {
  const titles = items.map((item) => {
    const date = item.release_date ?? item.first_air_date ?? '';
    const name = item.title ?? item.name ?? '';
    return date ? `${name} (${date.slice(0, YEAR_LENGTH)})` : name;
  });
  if (titles.length === 0) return 'a number of independent projects';
  if (titles.length === 1) return titles[0] ?? '';
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}
