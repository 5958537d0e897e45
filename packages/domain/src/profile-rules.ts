import { MINUTE_MS } from './durations';

/**
 * Household profiles (docs/product/profiles.md): one account, a few people, each with their own lists, histories,
 * ratings and settings.
 */
export const PROFILES = {
  /** The main profile counts: an account holds at most this many in all. */
  MAX_PER_ACCOUNT: 6,
  NAME_MAX_CHARS: 30,
  /** A PIN is exactly this many digits. */
  PIN_DIGITS: 4,
  /** PIN attempts, right or wrong, allowed per profile of an account in one window: guessing 10,000 PINs stays slow. */
  PIN_ATTEMPTS_PER_WINDOW: 5,
  PIN_ATTEMPT_WINDOW_MS: 15 * MINUTE_MS,
} as const;

/** The pictures a profile can wear, drawn by the web app; the main profile starts with the first. */
export const PROFILE_AVATARS = ['sunrise', 'ocean', 'forest', 'berry', 'ember', 'slate'] as const;
export type ProfileAvatar = (typeof PROFILE_AVATARS)[number];

/**
 * The highest US age rating a kids profile sees, per media: movies rated G or PG, shows rated up to TV-PG. A title
 * with no US rating is not shown to a kids profile either: nobody vouched for it.
 */
export const KIDS_MAX_RATINGS = { movie: 'PG', tv: 'TV-PG' } as const;
