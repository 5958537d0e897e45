import { ACTION, ADVENTURE, ANIMATION, COMEDY, DRAMA, FAMILY, HORROR, inTmdb, THRILLER } from './ids';
import type { Row } from './questions';

/**
 * Question table rows with limits: how long titles may run, who will watch (the highest US rating that suits
 * them), follow-ups that only narrow, and a request nothing can fit.
 */
export const LIMITED: readonly Row[] = [
  // How long.
  { q: 'a comedy under 2 hours', expect: { media: 'movie', genres: [COMEDY], maxMinutes: 120 } },
  {
    q: 'movies less than 90 minutes',
    expect: (w) => ({ media: 'movie', maxMinutes: 90, ...inTmdb(w, { minTitles: 2 }) }),
  },
  {
    q: 'a thriller no longer than 100 minutes',
    expect: (w) => ({ media: 'movie', genres: [THRILLER], maxMinutes: 100, ...inTmdb(w, { minTitles: 3 }) }),
  },
  { q: 'an action movie, 2 hours max', expect: { media: 'movie', genres: [ACTION], maxMinutes: 120 } },
  { q: 'a drama over 2 hours', expect: { media: 'movie', genres: [DRAMA], minMinutes: 120 } },
  { q: 'a show with episodes under 30 minutes', expect: { media: 'tv', maxMinutes: 30 } },
  {
    q: 'a horror movie under 100 minutes, not gory',
    expect: (w) => ({
      media: 'movie',
      genres: [HORROR],
      maxMinutes: 100,
      withoutKeywords: ['gore'],
      ...inTmdb(w, { minTitles: 2 }),
    }),
  },
  // Who will watch: the highest US rating that suits them.
  { q: 'movies for kids', expect: { media: 'movie', certification: 'PG' } },
  { q: 'something suitable for a 10 year old', expect: { media: 'movie', certification: 'PG' } },
  {
    q: 'a comedy for my 8-year-old',
    expect: (w) => ({
      media: 'movie',
      genres: [COMEDY],
      certification: 'PG',
      ...inTmdb(w, { minTitles: 2 }),
    }),
  },
  {
    q: 'an adventure for a 13 year old',
    expect: { media: 'movie', genres: [ADVENTURE], certification: 'PG-13' },
  },
  {
    q: 'a movie for toddlers',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any movies for young children \(rated G or lower\)/ },
        { media: 'movie', certification: 'G' },
      ),
  },
  { q: 'PG-13 action movies', expect: { media: 'movie', genres: [ACTION], certification: 'PG-13' } },
  {
    q: 'kids shows',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any TV shows for kids/ },
        { media: 'tv', certification: 'TV-PG' },
      ),
  },
  {
    q: 'a scary movie for a 12 year old',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any scary movies for a 12-year-old/ },
        { media: 'movie', genres: [HORROR], certification: 'PG' },
      ),
  },
  {
    q: 'an animated movie for kids, under 100 minutes',
    expect: (w) => ({
      media: 'movie',
      genres: [ANIMATION],
      certification: 'PG',
      maxMinutes: 100,
      ...inTmdb(w, { minTitles: 2 }),
    }),
  },
  { q: 'something to watch with my kids', expect: { media: 'movie', certification: 'PG' } },
  {
    q: 'a family movie for a 6 year old',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any family movies for a 6-year-old/ },
        { media: 'movie', genres: [FAMILY], certification: 'G' },
      ),
  },
  // Follow-ups that only narrow: the previous request still holds.
  {
    before: ['something scary'],
    q: 'nothing gory please',
    expect: { media: 'movie', genres: [HORROR], withoutKeywords: ['gore'] },
  },
  {
    before: ['korean dramas'],
    q: 'only ones about revenge',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any K-dramas about revenge/ },
        { media: 'tv', language: 'ko', keywords: ['revenge'] },
      ),
  },
  {
    before: ['a comedy'],
    q: 'for kids',
    expect: (w) => ({
      media: 'movie',
      genres: [COMEDY],
      certification: 'PG',
      ...inTmdb(w, { minTitles: 2 }),
    }),
  },
  {
    before: ['action movies'],
    q: 'under 2 hours',
    expect: { media: 'movie', genres: [ACTION], maxMinutes: 120 },
  },
  {
    before: ['horror movies'],
    q: 'what about zombies?',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any zombie horror movies/ },
        { media: 'movie', genres: [HORROR], keywords: ['zombies'] },
      ),
  },
  {
    before: ['something scary but not gory'],
    q: 'more please',
    // The recordings hold seven horror films, all in the first answer.
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /no more scary movies, not gory,/ },
        { media: 'movie', genres: [HORROR], withoutKeywords: ['gore'], newTitles: true },
      ),
  },
  // Saying plainly when nothing fits.
  {
    q: 'a zombie movie for toddlers',
    expect: { nothingFound: /couldn't find any zombie movies for young children/ },
  },
];
