import type { MediaType } from '@kinora/domain';
import {
  ACTION,
  ADVENTURE,
  ANIMATION,
  COMEDY,
  CRIME,
  DOCUMENTARY,
  DRAMA,
  FAMILY,
  FANTASY,
  HORROR,
  inTmdb,
  MYSTERY,
  ROMANCE,
  SCIFI,
  THRILLER,
  TV_FAMILY,
  TV_SCIFI,
  WAR,
  WESTERN,
} from './ids';
import { LIMITED } from './limit-questions';
import { RULED_OUT } from './ruled-out-questions';
import { ABOUT } from './theme-questions';
import type { World } from './world';

/**
 * The question table: questions people really ask, each with the properties its answer must have. A question
 * may be built from the world (a title or person picked by property) and may come after earlier questions of
 * the same conversation. Expectations may differ by catalogue when the catalogue itself differs (the TMDB
 * recordings hold ~140 titles, so some answers are honestly shorter or empty there).
 *
 * Keywords are theme ids of the recommender's vocabulary (src/services/chat/recommender/themes.ts): a title
 * has one when its plot keywords or its overview show it. A certification is the highest US rating allowed,
 * on the ladder of the row's media (PG for movies, TV-PG for shows).
 */

export type Expectation = {
  media?: MediaType;
  /** Every title has at least one of these genre ids. */
  genres?: number[];
  /** No title has any of these genre ids. */
  withoutGenres?: number[];
  years?: { from?: number; to?: number };
  /** Released within this many years before "now" (and not after it). */
  recentYears?: number;
  upcoming?: boolean;
  language?: string;
  /** No title is in this original language. */
  notLanguage?: string;
  anime?: boolean;
  /** No title is anime (Japanese animation). */
  notAnime?: boolean;
  /** Every title shows each of these themes; none shows any of `withoutKeywords`. */
  keywords?: string[];
  withoutKeywords?: string[];
  /** Every title is rated at most this in the US. */
  certification?: string;
  /** The intro's first sentence says what was understood, like this. */
  intro?: RegExp;
  person?: 'director' | 'actor';
  maxMinutes?: number;
  minMinutes?: number;
  /** Every title is related to this title (shares a genre, a person, or is recommended for it). */
  like?: 'movie' | 'movie2' | 'show' | 'second-of-previous';
  /** No title repeats the previous answer. */
  newTitles?: boolean;
  /** The viewer watched the first titles of the same question's anonymous answer: none of them come back. */
  leavesOutWatched?: boolean;
  /** Same viewer, but the question asks to include watched titles: some come back. */
  includesWatched?: boolean;
  /** No titles, and a plain sentence saying so (matching this when given). */
  nothingFound?: RegExp;
  /** Fewest titles that must come back (default 4, the product's minimum). */
  minTitles?: number;
};

export type Row = {
  q: string | ((w: World) => string);
  before?: string[];
  /** Who asks: nobody in particular, or a viewer who watched the anonymous answer's first titles. */
  viewer?: 'anonymous' | 'watched-the-first-picks';
  expect: Expectation | ((w: World) => Expectation);
};

export const QUESTIONS: readonly Row[] = [
  // Genres and moods.
  { q: 'Can you recommend something scary?', expect: { media: 'movie', genres: [HORROR] } },
  { q: 'I want a horror movie for tonight', expect: { media: 'movie', genres: [HORROR] } },
  {
    q: 'Suggest a feel-good comedy',
    expect: { media: 'movie', genres: [COMEDY], withoutGenres: [HORROR, WAR] },
  },
  { q: 'something funny to watch with friends', expect: { media: 'movie', genres: [COMEDY] } },
  { q: 'Give me some romantic movies', expect: { media: 'movie', genres: [ROMANCE] } },
  { q: "I'm in the mood for a good thriller", expect: { media: 'movie', genres: [THRILLER] } },
  { q: 'What are the best sci-fi movies?', expect: { media: 'movie', genres: [SCIFI] } },
  { q: 'recommend an action packed movie', expect: { media: 'movie', genres: [ACTION] } },
  { q: 'any good animated movies for the family?', expect: { media: 'movie', genres: [ANIMATION, FAMILY] } },
  {
    q: 'Something mind-bending that makes me think',
    expect: { media: 'movie', genres: [SCIFI, MYSTERY, THRILLER] },
  },
  { q: 'I need a good cry, something sad', expect: { media: 'movie', genres: [DRAMA, ROMANCE] } },
  { q: 'dark and gritty crime movies', expect: { media: 'movie', genres: [CRIME] } },
  { q: 'a fantasy adventure please', expect: { media: 'movie', genres: [FANTASY, ADVENTURE] } },
  {
    q: 'documentaries worth watching',
    expect: (w) =>
      inTmdb(
        w,
        { nothingFound: /couldn't find any documentaries/ },
        { media: 'movie', genres: [DOCUMENTARY] },
      ),
  },
  { q: 'war movies', expect: { media: 'movie', genres: [WAR] } },
  {
    q: 'a good western',
    expect: (w) => ({ media: 'movie', genres: [WESTERN], ...inTmdb(w, { minTitles: 2 }) }),
  },
  { q: 'mystery movies with a twist ending', expect: { media: 'movie', genres: [MYSTERY] } },
  { q: 'something romantic for date night', expect: { media: 'movie', genres: [ROMANCE] } },
  { q: 'a horror comedy', expect: { media: 'movie', genres: [HORROR, COMEDY] } },
  { q: 'cozy family movies', expect: { media: 'movie', genres: [FAMILY], withoutGenres: [HORROR] } },
  { q: 'a comedy but no romance', expect: { media: 'movie', genres: [COMEDY], withoutGenres: [ROMANCE] } },
  // TV.
  { q: 'What TV shows should I binge?', expect: { media: 'tv' } },
  { q: 'Recommend a crime series', expect: { media: 'tv', genres: [CRIME] } },
  { q: 'a funny sitcom', expect: (w) => ({ media: 'tv', genres: [COMEDY], ...inTmdb(w, { minTitles: 3 }) }) },
  { q: 'sci-fi shows', expect: { media: 'tv', genres: [TV_SCIFI] } },
  {
    q: 'any good mystery series?',
    expect: (w) => ({ media: 'tv', genres: [MYSTERY], ...inTmdb(w, { minTitles: 2 }) }),
  },
  { q: 'a drama series to get hooked on', expect: { media: 'tv', genres: [DRAMA] } },
  {
    q: 'family friendly TV shows',
    expect: (w) => ({ media: 'tv', genres: TV_FAMILY, ...inTmdb(w, { minTitles: 2 }) }),
  },
  // Where titles come from.
  {
    q: 'recommend some anime',
    expect: (w) => ({ media: 'tv', anime: true, ...inTmdb(w, { minTitles: 3 }) }),
  },
  { q: 'anime movies', expect: { media: 'movie', anime: true } },
  {
    q: 'K-dramas to watch',
    expect: (w) => inTmdb(w, { nothingFound: /couldn't find any K-dramas/ }, { media: 'tv', language: 'ko' }),
  },
  { q: 'Korean movies', expect: (w) => ({ media: 'movie', language: 'ko', ...inTmdb(w, { minTitles: 2 }) }) },
  { q: 'Japanese films', expect: { media: 'movie', language: 'ja' } },
  { q: 'French movies', expect: (w) => ({ media: 'movie', language: 'fr', ...inTmdb(w, { minTitles: 2 }) }) },
  {
    q: 'spanish language movies',
    expect: (w) => ({ media: 'movie', language: 'es', ...inTmdb(w, { minTitles: 2 }) }),
  },
  {
    q: 'Bollywood movies',
    expect: (w) =>
      inTmdb(
        w,
        { media: 'movie', language: 'hi', minTitles: 2 },
        { nothingFound: /couldn't find any Hindi movies/ },
      ),
  },
  // Years and decades.
  { q: 'movies from the 90s', expect: { media: 'movie', years: { from: 1990, to: 1999 } } },
  {
    q: 'best movies of the 1980s',
    expect: (w) => ({ media: 'movie', years: { from: 1980, to: 1989 }, ...inTmdb(w, { minTitles: 3 }) }),
  },
  { q: 'something recent', expect: { media: 'movie', recentYears: 2 } },
  { q: 'new comedies', expect: { media: 'movie', genres: [COMEDY], recentYears: 2 } },
  { q: 'old classics', expect: (w) => ({ media: 'movie', years: { to: w.now().getUTCFullYear() - 20 } }) },
  {
    q: 'movies from 2019',
    expect: (w) => ({ media: 'movie', years: { from: 2019, to: 2019 }, ...inTmdb(w, { minTitles: 2 }) }),
  },
  { q: 'movies released after 2020', expect: { media: 'movie', years: { from: 2021 } } },
  { q: 'thrillers made before 2000', expect: { media: 'movie', genres: [THRILLER], years: { to: 1999 } } },
  {
    q: 'upcoming movies',
    expect: (w) => ({ media: 'movie', upcoming: true, ...inTmdb(w, { minTitles: 2 }) }),
  },
  { q: 'TV shows from the 2010s', expect: { media: 'tv', years: { from: 2010, to: 2019 } } },
  // Length.
  { q: 'something short', expect: { media: 'movie', maxMinutes: 100 } },
  {
    q: 'a movie under 90 minutes',
    expect: (w) => ({ media: 'movie', maxMinutes: 90, ...inTmdb(w, { minTitles: 2 }) }),
  },
  { q: 'a long epic movie for the weekend', expect: { media: 'movie', minMinutes: 150 } },
  { q: 'a show with short episodes', expect: { media: 'tv', maxMinutes: 30 } },
  // People.
  { q: (w) => `movies directed by ${w.director.name}`, expect: { media: 'movie', person: 'director' } },
  { q: (w) => `${w.director.name} films`, expect: { media: 'movie', person: 'director' } },
  {
    q: (w) => `movies with ${w.actor.name}`,
    expect: (w) => ({ media: 'movie', person: 'actor', ...inTmdb(w, { minTitles: 3 }) }),
  },
  {
    q: (w) => `something starring ${w.actor.name.toLowerCase()}`,
    expect: (w) => ({ media: 'movie', person: 'actor', ...inTmdb(w, { minTitles: 3 }) }),
  },
  // "Like <title>".
  { q: (w) => `movies like ${w.refs.movie.title}`, expect: { media: 'movie', like: 'movie' } },
  { q: (w) => `Something similar to ${w.refs.movie2.title}?`, expect: { media: 'movie', like: 'movie2' } },
  { q: (w) => `shows like ${w.refs.show.name}`, expect: { media: 'tv', like: 'show' } },
  {
    q: (w) => `I loved ${w.refs.movie2.title}, what else would I like?`,
    expect: { media: 'movie', like: 'movie2' },
  },
  {
    q: (w) => `something like ${w.refs.movie.title}, but funnier`,
    expect: { media: 'movie', like: 'movie', genres: [COMEDY] },
  },
  // Follow-ups: the previous turns are context.
  {
    before: ['something scary'],
    q: 'only TV shows',
    expect: (w) => ({ media: 'tv', genres: [MYSTERY], ...inTmdb(w, { minTitles: 3 }) }),
  },
  {
    before: ['a feel-good comedy'],
    q: 'more please',
    expect: { media: 'movie', genres: [COMEDY], newTitles: true },
  },
  {
    before: ['movies from the 90s'],
    q: 'more like the second one',
    expect: { media: 'movie', like: 'second-of-previous', newTitles: true },
  },
  { before: ['sci-fi movies'], q: 'what about TV shows?', expect: { media: 'tv', genres: [TV_SCIFI] } },
  { before: ['anime series'], q: 'just the movies', expect: { media: 'movie', anime: true } },
  {
    before: ['horror movies'],
    q: 'newer ones',
    expect: { media: 'movie', genres: [HORROR], recentYears: 2 },
  },
  {
    before: ['crime movies from the 90s'],
    q: 'what about comedies?',
    expect: (w) => ({
      media: 'movie',
      genres: [COMEDY],
      years: { from: 1990, to: 1999 },
      ...inTmdb(w, { minTitles: 3 }),
    }),
  },
  // Their own history: watched titles stay out unless asked for.
  {
    q: 'something scary',
    viewer: 'watched-the-first-picks',
    expect: { media: 'movie', genres: [HORROR], leavesOutWatched: true },
  },
  {
    q: 'a feel-good comedy',
    viewer: 'watched-the-first-picks',
    expect: { media: 'movie', leavesOutWatched: true },
  },
  {
    q: 'a feel-good comedy, even if I have seen it',
    viewer: 'watched-the-first-picks',
    expect: { media: 'movie', includesWatched: true },
  },
  // Saying plainly when nothing fits.
  {
    q: 'westerns from the 1920s',
    expect: { nothingFound: /couldn't find any western movies from the 1920s/ },
  },
  { q: 'asdfgh jkl', expect: { nothingFound: /couldn't tell what you're looking for/ } },
  { q: 'movies like Qwxyzzy Blorpington', expect: { nothingFound: /couldn't find "qwxyzzy blorpington"/ } },
  { q: 'more like the third one', expect: { nothingFound: /which one you mean/ } },
  // What a question rules out, what titles are about, how long and for whom: one file each.
  ...RULED_OUT,
  ...ABOUT,
  ...LIMITED,
];
