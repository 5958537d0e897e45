import type { TargetRow } from './title-facts';

/**
 * A title ready to store in the watch-later list or the watch history: its catalogue facts, and when it was
 * listed or watched (undefined: it comes with no date, and the list's owner decides what that means).
 */
export type ListRow = { facts: TargetRow; at: Date | undefined };

/** What writing a batch of rows did: the ids it stored, and how many were already there or did not fit. */
export type ListWrite = { inserted: number[]; alreadyThere: number; leftOut: number };
