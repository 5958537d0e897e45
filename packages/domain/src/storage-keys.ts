/**
 * sessionStorage / localStorage keys. The first six are names that tabs opened before an update may already
 * hold (docs/product/feedback-and-memory.md); the rest are ours for the app's other per-tab memories.
 */
export const SESSION_KEYS = {
  ACTIVE_SERVER: 'activeServer',
  ANIME_MEDIA: 'animeMedia',
  ANIME_ACTIVE: 'animeActive',
  DIRECTORS_DISPLAY_COUNT: 'displayCount',
  NAVIGATING_FROM_TV_PAGE: 'navigating_from_tv_page',
  OPEN_SEASON: 'openseason',
  TV_SCROLL_Y: 'tvScrollY',
  SEARCH_TYPE: 'searchType',
  SEARCH_QUERY: 'searchQuery',
  PLAYER_SOURCE_INDEX: 'playerSourceIndex',
  ADBLOCK_TIP_SHOWN: 'adblockTipShown',
  WATCHLIST_TYPE: 'watchlistType',
  HISTORY_TAB: 'historyTab',
  CHAT_HISTORY: 'chatHistory',
  CHAT_MODEL: 'chatModel',
  FUN_SECTION: 'funSection',
  ADMIN_AUTHENTICATED: 'adminAuthenticated',
  ADMIN_PAGE: 'adminPage',
  CONTENT_TYPE: 'contentType',
  /** The address a password reset was asked for, carried from /forgotpassword to /changepassword. */
  RESET_EMAIL: 'resetEmail',
} as const;

export const LOCAL_KEYS = {
  ADMIN_DARK_MODE: 'adminDarkMode',
  FLAPPY_BEST: 'flappyBest',
  /** The player source last chosen per title (`movie:603`, `tv:1399`), so Continue watching resumes with it. */
  PLAYER_SOURCE_BY_TITLE: 'playerSourceByTitle',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
