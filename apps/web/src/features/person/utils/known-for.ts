import { PERSON } from '@kinora/domain';

/** The known-for grid opens with CREDITS_INITIAL_BATCH titles and each Load More adds KNOWN_FOR_STEP. */
export function initialKnownFor(total: number): number {
  return Math.min(PERSON.CREDITS_INITIAL_BATCH, total);
}

export function nextKnownFor(shown: number, total: number): number {
  return Math.min(shown + PERSON.KNOWN_FOR_STEP, total);
}

export function remainingKnownFor(shown: number, total: number): number {
  return Math.max(0, total - shown);
}
