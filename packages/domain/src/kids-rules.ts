/**
 * What a kids profile is told when it reaches past its limits (docs/product/kids-profiles.md). The limits
 * themselves are KIDS_MAX_RATINGS (profile-rules.ts).
 */
export const KIDS_MESSAGES = {
  /** A movie or show above the limit answers like an unknown title, with this message instead. */
  TITLE_NOT_AVAILABLE: 'This title is not available on a kids profile',
  /** A person the catalogue marks adult, likewise. */
  PERSON_NOT_AVAILABLE: 'This person is not available on a kids profile',
  ADULT_PAGES: 'The adult pages are not available on a kids profile',
} as const;
