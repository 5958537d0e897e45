/**
 * The closed vocabularies of the product (media types, categories, tabs, models), free of zod so the browser can
 * import them without pulling a schema library into its bundle. The schemas in ./schemas are built from these.
 */

export const MEDIA_TYPES = ['movie', 'tv'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The path segment the legacy REST API uses for each media type. */
export const MEDIA_PATHS = ['movies', 'tv'] as const;
export type MediaPath = (typeof MEDIA_PATHS)[number];
export const MEDIA_TYPE_BY_PATH: Readonly<Record<MediaPath, MediaType>> = { movies: 'movie', tv: 'tv' };
/**
 * A media type in the legacy REST vocabulary: the path segment, which is also the content type existing clients
 * keep and send back (`'movies' | 'tv'`). Every legacy answer that names a content type uses it; records from the
 * catalogue keep TMDB's `media_type` (`'movie' | 'tv'`), as the catalogue does (docs/api.md, "Vocabulary").
 */
export const MEDIA_PATH_BY_TYPE: Readonly<Record<MediaType, MediaPath>> = { movie: 'movies', tv: 'tv' };

export const MOVIE_CATEGORIES = ['now_playing', 'top_rated', 'popular', 'upcoming'] as const;
export type MovieCategory = (typeof MOVIE_CATEGORIES)[number];
export const TV_CATEGORIES = ['airing_today', 'on_the_air', 'popular', 'top_rated'] as const;
export type TvCategory = (typeof TV_CATEGORIES)[number];

/** Anime and K-drama rows: the REST path segments and the tabs of the browse pages. */
export const BROWSE_KINDS = ['anime', 'kdrama'] as const;
export type BrowseKind = (typeof BROWSE_KINDS)[number];
export const BROWSE_LISTS = ['popular', 'top-rated', 'on-air'] as const;
export type BrowseList = (typeof BROWSE_LISTS)[number];
/** The tab keys of the browse pages (docs/product/browse.md) and the REST segment each uses. */
export const BROWSE_TAB_TO_LIST = { popular: 'popular', topRated: 'top-rated', onAir: 'on-air' } as const;
export type BrowseTab = keyof typeof BROWSE_TAB_TO_LIST;

export const SEARCH_TYPES = ['movie', 'tv', 'person'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const HISTORY_KINDS = ['search', 'watch', 'chat'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** The five hosted chat models, by the id the client sends as `aimodel`. */
export const CHAT_MODELS = [
  { id: 'gemini-2.0-flash', label: 'Gemini 2.0 Flash' },
  { id: 'llama-3.1', label: 'llama-3.1' },
  { id: 'deepseek-r1', label: 'deepseek-r1' },
  { id: 'openai/gpt-oss', label: 'openai/gpt-oss' },
  { id: 'groq/compound', label: 'groq/compound' },
] as const;
export type ChatModelId = (typeof CHAT_MODELS)[number]['id'];
export const DEFAULT_CHAT_MODEL: ChatModelId = 'deepseek-r1';

/** The Fun section's four sections, in page order, with their headings. */
export const FUN_SECTIONS = ['live', 'documentaries', 'games', 'news'] as const;
export type FunSection = (typeof FUN_SECTIONS)[number];
export const FUN_SECTION_LABELS: Readonly<Record<FunSection, string>> = {
  live: 'Live Feed',
  documentaries: 'Documentaries',
  games: 'Games',
  news: 'News',
};
