/**
 * The product's numbers (docs/product/ says where each applies) and the limits we add on top of them.
 * Every magic number used by the web app or the API has its name here.
 */

export const TOASTS = {
  MAX_VISIBLE: 20,
  DURATION_MS: { blank: 4000, error: 4000, success: 2000, loading: Number.POSITIVE_INFINITY, custom: 4000 },
  REMOVE_DELAY_MS: 1000,
  MAX_WIDTH_PX: 350,
  /** Top centre on every screen, as the product specifies, below the notch or status bar. */
  POSITION: 'top-center',
  TOP_OFFSET: 'calc(env(safe-area-inset-top) + 16px)',
  GUTTER_PX: 8,
} as const;

export const HERO = {
  ROTATION_MS: 12_000,
  FADE_MS: 300,
  OVERVIEW_MAX_CHARS: 250,
  OVERVIEW_MIN_WIDTH_PX: 768,
  MAX_GENRES: 2,
} as const;

export const CHAT = {
  CONTEXT_ENTRIES: 6,
  SPLASH_MAX_MS: 3000,
  PREVIEW_CHARS: 150,
  MAX_QUERY_CHARS: 1000,
  /** An answer names between MIN_TITLES and MAX_TITLES titles (fewer only when the catalogue has fewer). */
  MIN_TITLES: 4,
  MAX_TITLES: 10,
  /** How many titles an answer names when the question does not say. */
  DEFAULT_TITLES: 8,
  /** Longest intro (or nothing-found text) an answer carries; hosted models' text is cut here. */
  INTRO_MAX_CHARS: 600,
  /** Longest answer text a history entry may send back as context. */
  MAX_CONTEXT_TEXT_CHARS: 20_000,
  /** Most titles a history entry may send back as context (an answer names at most MAX_TITLES). */
  MAX_CONTEXT_TITLES: 20,
} as const;

export const SEARCH = {
  DEBOUNCE_MS: 250,
  MIN_CHARS: 3,
  MAX_CHARS: 100,
  /** Results: 10 at first, Load More adds 4. */
  RESULTS: { INITIAL: 10, STEP: 4 },
  TRENDING_ITEMS: 14,
  TRENDING_INTERLEAVE: 2,
} as const;

export const CAST = { INITIAL: 5, STEP: 4, MAX: 10 } as const;
export const SIMILAR = { INITIAL: 4, STEP: 4, MAX: 10 } as const;

export const PERSON = {
  CREDITS_CAP: 50,
  /** The known-for grid: 8 titles at first, Load More adds 4. */
  KNOWN_FOR: { INITIAL: 8, STEP: 4 },
  /** The biography: 350 characters at first, Read more adds 300. */
  BIOGRAPHY_CHARS: { INITIAL: 350, STEP: 300 },
  ALSO_KNOWN_AS: 4,
} as const;

export const OVERVIEW_MAX_CHARS = 300;

export const DETAIL_GENRES = { SMALL_SCREEN: 2, LARGE_SCREEN: 3 } as const;

export const TRENDING_TRAILERS = 5;

export const PLAYER_SOURCES = 7;

export const RATING_DECIMALS = 1;
export const AGE_LABEL = { ADULT: '18+', GENERAL: 'PG-13' } as const;

export const WATCHLIST = { INITIAL: 10, STEP: 5 } as const;
export const HISTORY = { INITIAL: 6, STEP: 6 } as const;

export const ADMIN = {
  TABLE_PAGE_SIZE: 15,
  LIST_SIZE: 5,
  /** How long a verified admin password keeps this session elevated. */
  ELEVATION_MS: 30 * 60 * 1000,
  /** Admin-password attempts per account per minute (then 429). */
  PASSWORD_ATTEMPTS_PER_MIN: 5,
  /** The audit log keeps a year of admin actions; older entries are dropped as new ones are written. */
  AUDIT_RETENTION_MS: 365 * 24 * 60 * 60 * 1000,
  /** Opening the same account again within this time is one entry, not one per page refresh. */
  AUDIT_VIEW_REPEAT_MS: 10 * 60 * 1000,
} as const;

/** The contact form sends mail to the operators, so it is limited per client address and per account. */
export const CONTACT = {
  PER_ADDRESS_PER_HOUR: 10,
  PER_ACCOUNT_PER_HOUR: 5,
} as const;

/** The e-mailed password-reset code: single use, short-lived, few tries (docs/product/accounts.md). */
export const PASSWORD_RESET = {
  CODE_TTL_MS: 15 * 60 * 1000,
  MAX_ATTEMPTS: 5,
  PER_ACCOUNT_PER_HOUR: 5,
} as const;

/** The link that proves a mailbox (docs/product/accounts.md): single use, a day long, resent at most a few times. */
export const EMAIL_VERIFICATION = {
  LINK_TTL_MS: 24 * 60 * 60 * 1000,
  RESENDS_PER_HOUR: 3,
} as const;

export const DELAYS_MS = {
  PASSWORD_CHANGE: 1000,
  RESET_REDIRECT: 1000,
  FORGOT_PASSWORD_REDIRECT: 1500,
  ACCOUNT_DELETION_RELOAD: 2000,
} as const;

export const PASSWORD = { MIN_LENGTH: 8, MAX_LENGTH: 128 } as const;
export const USERNAME = { MIN_LENGTH: 3, MAX_LENGTH: 30 } as const;
export const EMAIL_MAX_LENGTH = 254;

export const BROWSE = { INITIAL: 12, STEP: 6 } as const;

export const DIRECTORS = { TOTAL: 54, INITIAL: 16, STEP: 16 } as const;

export const LEADERBOARD = { TOP: 50 } as const;

export const IMAGE_SIZES = { THUMBNAIL: 'w500', HERO: 'original' } as const;

/**
 * How many of the home's first-row posters a screen shows at once, from each width up (px: the web app's `sm` and
 * `lg` breakpoints, where the row's cards narrow). Those load at once (the rest lazily), and a signed-in load of
 * `/` preloads them: a phone shows about three, and fetching six would hold up its scripts.
 */
export const FIRST_ROW_POSTERS_BY_WIDTH = [
  { minWidthPx: 0, count: 3 },
  { minWidthPx: 640, count: 5 },
  { minWidthPx: 1024, count: 6 },
] as const;

/** TMDB rejects pages above 500 even though it reports more. */
export const MAX_CATALOGUE_PAGE = 500;

/** Server-side limits of our own, documented in the README. */
export const LIMITS = {
  /** Largest JSON body any route accepts. */
  BODY_BYTES: 64 * 1024,
  /** Histories keep the newest entries; older ones are dropped on write. */
  SEARCH_HISTORY_MAX: 200,
  WATCH_HISTORY_MAX: 200,
  CHAT_HISTORY_MAX: 200,
  WATCHLIST_MAX: 500,
  /** Re-recording the same view within this window is a no-op. */
  WATCH_DEDUPE_WINDOW_MS: 10 * 60 * 1000,
  /** Re-recording the same search within this window is a no-op. */
  SEARCH_DEDUPE_WINDOW_MS: 10 * 60 * 1000,
  SESSION_TTL_MS: 30 * 24 * 60 * 60 * 1000,
  AUTH_ATTEMPTS_PER_MIN_PER_IP: 20,
  AUTH_ATTEMPTS_PER_MIN_PER_ACCOUNT: 10,
  CONTACT_MESSAGE_MAX_CHARS: 5000,
  /** Most calls one batched tRPC request may carry; the web client splits bigger batches itself. */
  TRPC_BATCH_MAX: 20,
  NAME_MAX_CHARS: 100,
} as const;
