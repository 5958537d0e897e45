import {
  addEpisodeInputSchema,
  adultPreferenceInputSchema,
  chatRequestSchema,
  gameSubmitInputSchema,
  legacyScoreInputSchema,
  recordMovieWatchInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from '@kinora/domain';
import { z } from 'zod';

export type DocumentedRoute = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path under /api/v1, with {params}. */
  path: string;
  tag: string;
  summary: string;
  /** False for the few routes a signed-out client may call. */
  auth?: boolean;
  body?: z.ZodType;
  /** What `content` (or the action's `message`) holds on success. */
  returns: string;
};

const episodesBody = z.object({ Id: z.number().int(), Season: z.number().int() });
const chatQueryBody = z.object({ query: z.string() });
const episodeObject = z.looseObject({ episode_number: z.number().int() });

/** Every /api/v1 route, documented once; a test keeps this list and the registered routes identical. */
export const DOCUMENTED_ROUTES: readonly DocumentedRoute[] = [
  {
    method: 'post',
    path: '/auth/signup',
    tag: 'auth',
    summary: 'Create an account and sign in',
    auth: false,
    body: signUpInputSchema,
    returns: '201 {success, user, message}',
  },
  {
    method: 'post',
    path: '/auth/signin',
    tag: 'auth',
    summary: 'Sign in (rotates the session)',
    auth: false,
    body: signInInputSchema,
    returns: '{success, user, message}',
  },
  {
    method: 'post',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Sign out (revokes the session)',
    auth: false,
    returns: '{success, message}',
  },
  {
    method: 'get',
    path: '/auth/google',
    tag: 'auth',
    summary: 'Google sign-in (not available yet: answers 404 with a message)',
    auth: false,
    returns: '404 {success:false, message}',
  },
  {
    method: 'get',
    path: '/auth/authcheck',
    tag: 'auth',
    summary: 'The signed-in user, or 401',
    returns: '{success, user}',
  },
  {
    method: 'delete',
    path: '/auth/deleteUser',
    tag: 'auth',
    summary: 'Delete the account and everything in it',
    returns: '{success, message}',
  },
  {
    method: 'get',
    path: '/user/profile',
    tag: 'user',
    summary: 'The user with histories and watch-later list',
    returns: '{success, user}',
  },
  {
    method: 'post',
    path: '/chat/movie/llm',
    tag: 'chat',
    summary:
      'Ask the chat assistant for recommendations (optional Idempotency-Key header: a retried question is recorded once)',
    body: chatRequestSchema,
    returns: '{success, introText, content, contentType} or {success, nocontext}',
  },
  {
    method: 'get',
    path: '/user/getadultPreference',
    tag: 'user',
    summary: 'Whether the viewer opted in to adult titles and links',
    returns: '{success, pref}',
  },
  {
    method: 'post',
    path: '/user/adultContent',
    tag: 'user',
    summary: 'Turn adult titles and links on or off',
    body: adultPreferenceInputSchema,
    returns: '{success, message, pref}',
  },
  {
    method: 'post',
    path: '/user/flappy/score',
    tag: 'game',
    summary: 'Report a mini-game score (kept only if it beats the best; shown as unverified)',
    body: legacyScoreInputSchema,
    returns: '{success, message, flappy: {score}} with the best score',
  },
  {
    method: 'post',
    path: '/user/flappy/start',
    tag: 'game',
    summary: 'Start a mini game: the server hands out its seed',
    returns: '{success, gameId, seed}',
  },
  {
    method: 'post',
    path: '/user/flappy/submit',
    tag: 'game',
    summary:
      'Submit a finished game as a replay; the server plays it again and records the score it computes',
    body: gameSubmitInputSchema,
    returns: '{success, score, best, newBest}; 400 with the reason for a replay that does not hold up',
  },
  {
    method: 'get',
    path: '/user/flappy/leaderboard',
    tag: 'game',
    summary: 'The top 50 best scores (rank, username, image, picture, score, verified; never e-mails)',
    returns: '{success, content: [...]}',
  },
  ...(['movies', 'tv'] as const).flatMap((media): DocumentedRoute[] => [
    {
      method: 'get',
      path: `/${media}/trending`,
      tag: 'catalogue',
      summary: `Trending ${media} (?page=)`,
      returns: 'content: list',
    },
    {
      method: 'get',
      path: `/${media}/category/{category}`,
      tag: 'catalogue',
      summary: `A ${media} category (?page=)`,
      returns: 'content: list',
    },
    {
      method: 'get',
      path: `/${media}/details/{id}`,
      tag: 'catalogue',
      summary: 'Title details',
      returns: 'content: title',
    },
    {
      method: 'get',
      path: `/${media}/credits/{id}`,
      tag: 'catalogue',
      summary: 'Cast and crew',
      returns: 'content: {cast, crew}',
    },
    {
      method: 'get',
      path: `/${media}/similar/{id}`,
      tag: 'catalogue',
      summary: 'Similar titles by popularity',
      returns: 'content: list, or {success:false, message} when none',
    },
    {
      method: 'get',
      path: `/${media}/trailers/{id}`,
      tag: 'catalogue',
      summary: 'YouTube trailers, then teasers',
      returns: 'content: videos',
    },
    {
      method: 'get',
      path: `/${media}/{kind}/{list}`,
      tag: 'catalogue',
      summary: 'Anime or K-drama rows: kind anime|kdrama, list popular|top-rated|on-air',
      returns: 'content: list',
    },
  ]),
  {
    method: 'post',
    path: '/tv/episodes',
    tag: 'catalogue',
    summary: "A season's episodes",
    body: episodesBody,
    returns: 'content: {episodes}',
  },
  {
    method: 'get',
    path: '/search/movie/{query}',
    tag: 'search',
    summary: 'Search movies (records the first hit)',
    returns: "content: list, or {success:false, message:'No movie found'}",
  },
  {
    method: 'get',
    path: '/search/tv/{query}',
    tag: 'search',
    summary: 'Search TV shows (records the first hit)',
    returns: "content: list, or {success:false, message:'No tv show found'}",
  },
  {
    method: 'get',
    path: '/search/people/{query}',
    tag: 'search',
    summary: 'Search people (records the first hit)',
    returns: "content: list, or {success:false, message:'No person found'}",
  },
  {
    method: 'get',
    path: '/search/person/popular',
    tag: 'people',
    summary: 'Popular people (?page=)',
    returns: 'content: {page, results, ...}',
  },
  {
    method: 'get',
    path: '/search/person/{id}',
    tag: 'people',
    summary: 'Person details',
    returns: 'content: person',
  },
  {
    method: 'get',
    path: '/search/person/credits/{id}',
    tag: 'people',
    summary: 'Movie and TV credits (at most 50, with year and rating)',
    returns: 'content: {cast, crew}',
  },
  {
    method: 'get',
    path: '/movies/getWatchlist',
    tag: 'watchlist',
    summary: 'The watch-later list, newest first',
    returns: 'content: items',
  },
  {
    method: 'put',
    path: '/movies/addWatch/{id}',
    tag: 'watchlist',
    summary: 'Add a movie (idempotent)',
    returns: 'message',
  },
  {
    method: 'put',
    path: '/tv/addWatch/{id}',
    tag: 'watchlist',
    summary: 'Add a show (idempotent)',
    returns: 'message',
  },
  {
    method: 'post',
    path: '/tv/addEpisode',
    tag: 'watchlist',
    summary: 'Add one episode (idempotent)',
    body: addEpisodeInputSchema,
    returns: 'message',
  },
  {
    method: 'delete',
    path: '/movies/removeWatch/{id}',
    tag: 'watchlist',
    summary: 'Remove a movie',
    returns: 'message',
  },
  {
    method: 'delete',
    path: '/tv/removeWatchE/{id}/{season}/{episode}',
    tag: 'watchlist',
    summary: 'Remove an episode',
    returns: 'message',
  },
  {
    method: 'post',
    path: '/watch/addWatchMovie',
    tag: 'history',
    summary: 'Record a watched movie (deduplicated)',
    body: recordMovieWatchInputSchema,
    returns: 'message',
  },
  {
    method: 'post',
    path: '/watch/addWatchTv/{id}/{season}/{name}/{episodeCount}',
    tag: 'history',
    summary: 'Record a watched episode; body: the episode object',
    body: episodeObject,
    returns: 'message',
  },
  {
    method: 'delete',
    path: '/watch/removeMovieWatch/{id}/{date}',
    tag: 'history',
    summary: 'Delete one watched movie by its date',
    returns: 'message',
  },
  {
    method: 'delete',
    path: '/watch/removeTvWatch/{id}/{date}/{season}/{episode}',
    tag: 'history',
    summary: 'Delete one watched episode by its date',
    returns: 'message',
  },
  {
    method: 'delete',
    path: '/watch/clearWatchHistory',
    tag: 'history',
    summary: 'Clear the watch history',
    returns: "message: 'success'",
  },
  {
    method: 'delete',
    path: '/search/removehistory/{id}',
    tag: 'history',
    summary: 'Delete a title from the search history',
    returns: 'message',
  },
  {
    method: 'delete',
    path: '/search/clearhistory',
    tag: 'history',
    summary: 'Clear the search history',
    returns: "message: 'success'",
  },
  {
    method: 'delete',
    path: '/search/removehistoryquery',
    tag: 'history',
    summary: 'Delete a question from the CHAT history',
    body: chatQueryBody,
    returns: 'message',
  },
  {
    method: 'delete',
    path: '/search/clearhistoryquery',
    tag: 'history',
    summary: 'Clear the CHAT history',
    returns: "message: 'success'",
  },
];
