import {
  ACTION,
  ANIMATION,
  COMEDY,
  CRIME,
  DRAMA,
  FAMILY,
  FANTASY,
  HORROR,
  inTmdb,
  ROMANCE,
  SCIFI,
  THRILLER,
} from './ids';
import type { Row } from './questions';

/** Question table rows that rule something out: a theme ("not gory"), a genre, a language, anime, an era. */
export const RULED_OUT: readonly Row[] = [
  // What a question rules out.
  {
    q: 'something scary but not gory',
    expect: {
      media: 'movie',
      genres: [HORROR],
      withoutKeywords: ['gore'],
      intro: /^Scary movies, not gory: /,
    },
  },
  {
    q: 'a horror movie without gore or zombies',
    expect: { media: 'movie', genres: [HORROR], withoutKeywords: ['gore', 'zombies'] },
  },
  {
    q: 'action movies, no superheroes',
    expect: { media: 'movie', genres: [ACTION], withoutKeywords: ['superheroes'] },
  },
  { q: 'a comedy, nothing romantic', expect: { media: 'movie', genres: [COMEDY], withoutGenres: [ROMANCE] } },
  {
    q: 'sci-fi movies without aliens',
    expect: { media: 'movie', genres: [SCIFI], withoutKeywords: ['aliens'] },
  },
  { q: 'anything except horror', expect: { media: 'movie', withoutGenres: [HORROR] } },
  { q: 'a good movie, but no anime', expect: { media: 'movie', notAnime: true } },
  { q: 'a crime show, nothing Korean', expect: { media: 'tv', genres: [CRIME], notLanguage: 'ko' } },
  {
    q: 'fantasy movies without dragons',
    expect: { media: 'movie', genres: [FANTASY], withoutKeywords: ['dragons'] },
  },
  {
    q: 'a romantic comedy without a wedding',
    expect: { media: 'movie', genres: [ROMANCE, COMEDY], withoutKeywords: ['weddings'] },
  },
  {
    q: 'family movies, no animation',
    expect: (w) => ({
      media: 'movie',
      genres: [FAMILY],
      withoutGenres: [ANIMATION],
      ...inTmdb(w, { minTitles: 1 }),
    }),
  },
  { q: 'TV shows, but nothing animated', expect: { media: 'tv', withoutGenres: [ANIMATION] } },
  {
    q: 'a thriller that is not too long',
    expect: (w) => ({ media: 'movie', genres: [THRILLER], maxMinutes: 100, ...inTmdb(w, { minTitles: 3 }) }),
  },
  {
    q: 'a drama, nothing too old',
    expect: (w) => ({ media: 'movie', genres: [DRAMA], years: { from: w.now().getUTCFullYear() - 24 } }),
  },
  {
    q: 'no horror or thrillers, something recent',
    expect: { media: 'movie', withoutGenres: [HORROR, THRILLER], recentYears: 2 },
  },
  { q: 'a movie that is not a comedy', expect: { media: 'movie', withoutGenres: [COMEDY] } },
];
