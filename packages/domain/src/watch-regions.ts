/**
 * Kept free of zod (like import-rules.ts): the web app reads these lists, and a zod schema beside them would
 * pull zod into its pages.
 */

/** Countries 'Where to watch' can answer for (TMDB's watch-provider regions Kinora offers in /profile). */
export const WATCH_REGIONS = [
  'AR',
  'AT',
  'AU',
  'BE',
  'BR',
  'CA',
  'CH',
  'CL',
  'CO',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'HK',
  'ID',
  'IE',
  'IN',
  'IT',
  'JP',
  'KR',
  'MX',
  'MY',
  'NL',
  'NO',
  'NZ',
  'PH',
  'PL',
  'PT',
  'SE',
  'SG',
  'TH',
  'TR',
  'TW',
  'US',
  'ZA',
] as const;
export type WatchRegion = (typeof WATCH_REGIONS)[number];
export const DEFAULT_WATCH_REGION: WatchRegion = 'US';
