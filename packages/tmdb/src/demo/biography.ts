import type { CatalogueItem } from '@kinora/domain';
import type { BiographyWords } from './languages/types';
import type { PersonRecord } from './person-records';
import { createRng, STREAM } from './prng';
import { fillTemplate, pickIndex, sampleIndices } from './prose';
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

export const ENGLISH_BIOGRAPHY: BiographyWords = {
  openers: BIO_OPENERS,
  sentences: BIO_SENTENCES,
  slots(p, work, year) {
    const jobs = JOB_BY_DEPARTMENT[p.department] ?? JOB_BY_DEPARTMENT.Acting;
    return {
      name: p.name,
      first: p.first,
      ...PRONOUNS[p.gender],
      nationality: p.nationality,
      job: jobs?.[p.gender === 1 ? 0 : p.gender === 2 ? 1 : 2] ?? 'artist',
      work,
      year,
    };
  },
  realDirector: (name, work) => `In this demo catalogue, ${name} is credited as the director of ${work}.`,
  noWork: 'a number of independent projects',
  list(items) {
    if (items.length <= 1) return items[0] ?? '';
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  },
};

export function biography(
  seed: number,
  p: PersonRecord,
  knownFor: CatalogueItem[],
  year: number,
  words: BiographyWords = ENGLISH_BIOGRAPHY,
): string {
  const work = describeWork(knownFor, words);
  if (p.isRealPerson) {
    // Only the name is real: say what the demo credits them with and nothing about their life.
    return words.realDirector(p.name, work);
  }
  if (p.biographyStyle === 'empty') return '';
  const rng = createRng(seed, STREAM.BIOGRAPHY, p.index);
  const birthYear = p.age === undefined ? '' : String(year - p.age);
  const fill = (template: string | undefined) =>
    fillTemplate(template ?? '', words.slots(p, work, birthYear));
  // Openers are chosen by the English ones' slots, so every language leaves out the same ones.
  const openers = BIO_OPENERS.flatMap((o, i) =>
    birthYear.length === YEAR_LENGTH || !o.includes('{year}') ? [i] : [],
  );
  const sentences = [fill(words.openers[openers[pickIndex(rng, openers.length)] ?? 0])];
  if (p.biographyStyle === 'medium') {
    const picked = sampleIndices(rng, BIO_SENTENCES.length, rng.int(...MEDIUM_EXTRA_SENTENCES));
    sentences.push(...picked.map((i) => fill(words.sentences[i])));
  }
  if (p.biographyStyle === 'long') {
    const shuffled = sampleIndices(rng, BIO_SENTENCES.length, BIO_SENTENCES.length).map((i) =>
      fill(words.sentences[i]),
    );
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

function describeWork(items: CatalogueItem[], words: BiographyWords): string {
  const titles = items.map((item) => {
    const date = item.release_date ?? item.first_air_date ?? '';
    const name = item.title ?? item.name ?? '';
    return date ? `${name} (${date.slice(0, YEAR_LENGTH)})` : name;
  });
  return titles.length === 0 ? words.noWork : words.list(titles);
}
