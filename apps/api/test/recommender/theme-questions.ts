import { ADVENTURE, CRIME, DRAMA, FAMILY, HORROR, inTmdb, SCIFI, TV_SCIFI, WESTERN } from './ids';
import type { Row } from './questions';

/** Question table rows about what titles are about: their plot keywords or overview must show it. */
export const ABOUT: readonly Row[] = [
  // What titles are about: their keywords or overview show it.
  {
    q: 'korean drama about revenge',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any K-dramas about revenge/ },
        { media: 'tv', language: 'ko', keywords: ['revenge'], intro: /^K-dramas about revenge: / },
      ),
  },
  {
    q: 'movies about revenge',
    expect: (w) => ({ media: 'movie', keywords: ['revenge'], ...inTmdb(w, { minTitles: 3 }) }),
  },
  {
    q: 'a zombie movie',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any zombie movies/ },
        { media: 'movie', keywords: ['zombies'] },
      ),
  },
  { q: 'heist movies', expect: { media: 'movie', keywords: ['heist'] } },
  {
    q: 'time travel movies',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any time-travel movies/ },
        { media: 'movie', keywords: ['time-travel'] },
      ),
  },
  {
    q: 'shows about time travel',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any time-travel TV shows/ },
        { media: 'tv', keywords: ['time-travel'] },
      ),
  },
  {
    q: 'a movie about a serial killer',
    expect: (w) => ({ media: 'movie', keywords: ['serial-killer'], ...inTmdb(w, { minTitles: 1 }) }),
  },
  {
    q: 'a haunted house movie',
    expect: (w) => ({ media: 'movie', keywords: ['ghosts'], ...inTmdb(w, { minTitles: 2 }) }),
  },
  {
    q: 'vampire shows',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any vampire TV shows/ },
        { media: 'tv', keywords: ['vampires'] },
      ),
  },
  {
    q: 'a space adventure with aliens',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any sci-fi adventure movies about aliens/ },
        { media: 'movie', genres: [SCIFI, ADVENTURE], keywords: ['aliens'] },
      ),
  },
  {
    q: 'christmas movies for the family',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any Christmas family movies/ },
        { media: 'movie', genres: [FAMILY], keywords: ['christmas'] },
      ),
  },
  {
    q: 'a dog movie for kids',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any movies about animals for kids/ },
        { media: 'movie', keywords: ['animals'], certification: 'PG' },
      ),
  },
  {
    q: 'sports dramas',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any sports drama movies/ },
        { media: 'movie', genres: [DRAMA], keywords: ['sports'] },
      ),
  },
  {
    q: 'superhero movies',
    expect: (w) => ({ media: 'movie', keywords: ['superheroes'], ...inTmdb(w, { minTitles: 1 }) }),
  },
  {
    q: 'gory horror',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any gory horror movies/ },
        { media: 'movie', genres: [HORROR], keywords: ['gore'] },
      ),
  },
  {
    q: 'a western about revenge',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any western movies about revenge/ },
        { media: 'movie', genres: [WESTERN], keywords: ['revenge'] },
      ),
  },
  {
    q: 'a drama about grief',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any drama movies about grief/ },
        { media: 'movie', genres: [DRAMA], keywords: ['grief'] },
      ),
  },
  {
    q: 'a crime movie about drugs',
    expect: (w) => ({ media: 'movie', genres: [CRIME], keywords: ['drugs'], ...inTmdb(w, { minTitles: 1 }) }),
  },
  {
    q: 'sci-fi shows about time travel, no aliens',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any time-travel sci-fi TV shows, no aliens,/ },
        { media: 'tv', genres: [TV_SCIFI], keywords: ['time-travel'], withoutKeywords: ['aliens'] },
      ),
  },
];
