import { DIRECTORS } from '@kinora/domain';

/** How many directors show at first: the count saved this session (a whole number from 1), else 16. */
export function readDirectorsCount(stored: string | null): number {
  const count = stored !== null && /^\d+$/.test(stored) ? Number(stored) : 0;
  return count > 0 ? Math.min(count, DIRECTORS.TOTAL) : DIRECTORS.INITIAL;
}

/** Load More: 16 more, up to the length of the list. */
export function nextDirectorsCount(count: number, total: number): number {
  return Math.min(count + DIRECTORS.STEP, total);
}
