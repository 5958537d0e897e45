import type { MediaType } from '@kinora/domain';
import { DEMO_COUNTS, DEMO_IMDB_PREFIX } from './layout';

const DIGITS = 7;

/** The IMDb-shaped id of the demo title at `index` (see DEMO_IMDB_PREFIX). */
export function demoImdbId(media: MediaType, index: number): string {
  return `${DEMO_IMDB_PREFIX[media]}${String(index).padStart(DIGITS, '0')}`;
}

/** The demo title an IMDb-shaped id names, or null when it names none. */
export function demoTitleOfImdbId(imdbId: string): { media: MediaType; index: number } | null {
  const match = /^(tt9[78])(\d{7})$/.exec(imdbId);
  if (!match) return null;
  const media: MediaType = match[1] === DEMO_IMDB_PREFIX.movie ? 'movie' : 'tv';
  const index = Number(match[2]);
  return index < (media === 'movie' ? DEMO_COUNTS.MOVIES : DEMO_COUNTS.TV) ? { media, index } : null;
}
