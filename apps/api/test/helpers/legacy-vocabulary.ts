/**
 * The values existing REST clients expect in each field, as the legacy REST contract gives them (docs/api.md,
 * "Vocabulary", and the route rows of docs/product/). A rule answers the drifts it finds, each naming where it is,
 * what was there and what a client expects; an empty list means the value fits.
 */
export type Rule = (value: unknown, at: string) => string[];

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

export const is =
  (expected: string, test: (value: unknown) => boolean): Rule =>
  (value, at) =>
    test(value) ? [] : [`${at} is ${shown(value)}, expected ${expected}`];

export const oneOf = (...values: unknown[]): Rule =>
  is(values.map((v) => JSON.stringify(v)).join(' or '), (value) => values.includes(value));

export const optional =
  (rule: Rule): Rule =>
  (value, at) =>
    value === undefined ? [] : rule(value, at);

export const nullable =
  (rule: Rule): Rule =>
  (value, at) =>
    value === null ? [] : rule(value, at);

export const all =
  (...rules: Rule[]): Rule =>
  (value, at) =>
    rules.flatMap((rule) => rule(value, at));

/** An object whose named fields follow their rules (other fields are the answer's own business). */
export const record =
  (shape: Record<string, Rule>): Rule =>
  (value, at) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return [`${at} is ${shown(value)}, expected an object`];
    }
    const fields = value as Record<string, unknown>;
    return Object.entries(shape).flatMap(([name, rule]) => rule(fields[name], `${at}.${name}`));
  };

/** A list whose every item follows `item`; `min` items at least (so that an empty list proves nothing). */
export const list =
  (item: Rule, { min = 1 }: { min?: number } = {}): Rule =>
  (value, at) => {
    if (!Array.isArray(value)) return [`${at} is ${shown(value)}, expected a list`];
    if (value.length < min) return [`${at} has ${value.length} items, expected at least ${min}`];
    return value.flatMap((entry, i) => item(entry, `${at}[${i}]`));
  };

// The vocabularies.

/** TMDB's media type, kept by the catalogue's records and by list items' `type`. */
export const MEDIA_TYPE = oneOf('movie', 'tv');
/** The legacy content type: the path segment clients build URLs from (`/api/v1/{contentType}/...`). */
export const CONTENT_TYPE = oneOf('movies', 'tv');
/** A search history entry's type. */
export const SEARCH_TYPE = oneOf('movie', 'tv', 'person');

export const TRUE = oneOf(true);
export const FALSE = oneOf(false);
export const BOOLEAN = is('true or false', (v) => typeof v === 'boolean');
export const WHOLE = is('a whole number', (v) => Number.isInteger(v));
export const NUMBER = is('a number', (v) => typeof v === 'number' && Number.isFinite(v));
export const TEXT = is('text', (v) => typeof v === 'string');
export const WORDS = is('non-empty text', (v) => typeof v === 'string' && v.trim().length > 0);
export const ABOVE_ZERO = is('a whole number above 0', (v) => Number.isInteger(v) && Number(v) > 0);
/** Catalogue ids are numbers, as TMDB's (`/movies/details/{id}` takes them back). */
export const CATALOGUE_ID = is(
  'a whole number above 0 (not text)',
  (v) => Number.isInteger(v) && Number(v) > 0,
);
/** Account ids are opaque text. */
export const ACCOUNT_ID = WORDS;
/** A calendar day as TMDB writes it; clients compare it with today ("Play" only after the release date). */
export const DAY = is(
  'a day YYYY-MM-DD',
  (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
);
/** A day TMDB may not know yet: '' or null. */
export const DAY_OR_UNKNOWN: Rule = (value, at) => (value === '' || value === null ? [] : DAY(value, at));
/** A moment: ISO 8601 in UTC, as JSON writes a date, so clients parse it and send it back as it is. */
export const INSTANT = is(
  'an ISO 8601 moment such as 2026-11-25T10:00:00.000Z',
  (v) =>
    typeof v === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v) &&
    !Number.isNaN(Date.parse(v)),
);
/** A catalogue image: a path clients append to the image base address, or null. */
export const IMAGE = nullable(
  is('an image path starting with /', (v) => typeof v === 'string' && v.startsWith('/')),
);

// The records.

const hasTitleImage: Rule = (value, at) => {
  const item = value as { backdrop_path?: unknown; poster_path?: unknown };
  return item.backdrop_path || item.poster_path
    ? []
    : [`${at} has no backdrop_path or poster_path, expected one`];
};
const hasName: Rule = (value, at) => {
  const item = value as { title?: unknown; name?: unknown };
  return typeof (item.title ?? item.name) === 'string' ? [] : [`${at} has no title or name`];
};

/** A catalogue item: a movie or a show, as TMDB writes it. */
const TITLE_RECORD = all(
  record({
    id: CATALOGUE_ID,
    title: optional(TEXT),
    name: optional(TEXT),
    backdrop_path: optional(IMAGE),
    poster_path: optional(IMAGE),
    release_date: optional(DAY_OR_UNKNOWN),
    first_air_date: optional(DAY_OR_UNKNOWN),
    vote_average: NUMBER,
    adult: BOOLEAN,
    genre_ids: list(WHOLE, { min: 0 }),
    overview: TEXT,
    media_type: optional(MEDIA_TYPE),
  }),
  hasName,
);

/** A title of a list: only titles with a picture are listed (PRODUCT.md section 5). */
export const TITLE = all(TITLE_RECORD, hasTitleImage);

/** A title of a mixed list (trending, person credits, chat answers): it also says what it is. */
export const TITLE_WITH_MEDIA = all(TITLE, record({ media_type: MEDIA_TYPE }));

/** A title a person is known for, inside a list of people (not itself a list of titles). */
export const KNOWN_FOR = all(TITLE_RECORD, record({ media_type: MEDIA_TYPE }));

const GENRE = record({ id: WHOLE, name: WORDS });

export const MOVIE_DETAIL = record({
  id: CATALOGUE_ID,
  title: WORDS,
  backdrop_path: IMAGE,
  poster_path: IMAGE,
  release_date: DAY_OR_UNKNOWN,
  vote_average: NUMBER,
  adult: BOOLEAN,
  overview: TEXT,
  runtime: nullable(WHOLE),
  genres: list(GENRE, { min: 0 }),
  homepage: nullable(TEXT),
});

export const TV_DETAIL = record({
  id: CATALOGUE_ID,
  name: WORDS,
  backdrop_path: IMAGE,
  poster_path: IMAGE,
  first_air_date: DAY_OR_UNKNOWN,
  last_air_date: nullable(DAY_OR_UNKNOWN),
  vote_average: NUMBER,
  adult: BOOLEAN,
  overview: TEXT,
  genres: list(GENRE, { min: 0 }),
  seasons: list(
    record({
      id: CATALOGUE_ID,
      name: TEXT,
      season_number: WHOLE,
      episode_count: WHOLE,
      air_date: DAY_OR_UNKNOWN,
      overview: TEXT,
      poster_path: IMAGE,
    }),
  ),
  number_of_seasons: WHOLE,
  number_of_episodes: WHOLE,
  created_by: list(record({ name: WORDS }), { min: 0 }),
  homepage: nullable(TEXT),
});

export const EPISODE = record({
  name: TEXT,
  overview: TEXT,
  air_date: DAY_OR_UNKNOWN,
  runtime: nullable(WHOLE),
  vote_average: NUMBER,
  // What the legacy watch call reads back from the episode object a client posts.
  episode_number: WHOLE,
  still_path: IMAGE,
});

export const CREDITS = record({
  cast: list(record({ id: CATALOGUE_ID, name: WORDS, character: TEXT, profile_path: IMAGE })),
  crew: list(record({ id: CATALOGUE_ID, name: WORDS, job: WORDS, known_for_department: WORDS })),
});

/** Trailers: YouTube only, a 'Trailer' before any 'Teaser' (PRODUCT.md section 3). */
export const TRAILERS = all(
  list(record({ type: oneOf('Trailer', 'Teaser'), site: oneOf('YouTube'), key: WORDS })),
  (value, at) => {
    const types = (value as Array<{ type: string }>).map((video) => video.type);
    const firstTeaser = types.indexOf('Teaser');
    return firstTeaser >= 0 && types.lastIndexOf('Trailer') > firstTeaser
      ? [`${at} lists a Teaser before a Trailer`]
      : [];
  },
);

export const PERSON = record({
  id: CATALOGUE_ID,
  name: WORDS,
  profile_path: IMAGE,
  backdrop_path: optional(IMAGE),
  also_known_as: list(TEXT, { min: 0 }),
  birthday: DAY_OR_UNKNOWN,
  deathday: DAY_OR_UNKNOWN,
  place_of_birth: nullable(TEXT),
  known_for_department: TEXT,
  popularity: NUMBER,
  homepage: nullable(TEXT),
  biography: TEXT,
});

export const PERSON_ITEM = record({
  id: CATALOGUE_ID,
  name: WORDS,
  profile_path: IMAGE,
  known_for_department: TEXT,
  known_for: optional(list(KNOWN_FOR, { min: 0 })),
});

/** The signed-in user (PRODUCT.md section 3: flappy is an object with a numeric score). */
export const USER = record({
  id: ACCOUNT_ID,
  username: WORDS,
  email: WORDS,
  image: nullable(TEXT),
  picture: nullable(TEXT),
  created: INSTANT,
  flappy: record({ score: WHOLE }),
});

export const WATCHLIST_ITEM = record({
  id: CATALOGUE_ID,
  type: MEDIA_TYPE,
  title: TEXT,
  name: TEXT,
  image: IMAGE,
  season: optional(WHOLE),
  episode: optional(WHOLE),
  totalEpisodes: optional(WHOLE),
});

export const WATCH_ITEM = record({
  id: CATALOGUE_ID,
  type: MEDIA_TYPE,
  title: TEXT,
  name: TEXT,
  image: IMAGE,
  date: INSTANT,
  season: optional(WHOLE),
  episode: optional(WHOLE),
  tepisodes: optional(WHOLE),
});

export const SEARCH_ITEM = record({
  id: CATALOGUE_ID,
  type: SEARCH_TYPE,
  title: TEXT,
  name: TEXT,
  image: IMAGE,
  date: INSTANT,
});

export const CHAT_ITEM = record({ query: WORDS, response: optional(TEXT), date: INSTANT });

/** `{success: true, message}`: the answer to an action. */
export const DONE = record({ success: TRUE, message: WORDS });

/** `{success: true, content}`. */
export const CONTENT = (content: Rule) => record({ success: TRUE, content });

/** `{success: false, message}` with 200: the legacy "nothing found". */
export const NOTHING = (message: string) => record({ success: FALSE, message: oneOf(message) });
