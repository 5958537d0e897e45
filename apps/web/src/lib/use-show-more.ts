import type { SessionKey } from '@kinora/domain';
import { useState } from 'react';
import { sessionStore } from './storage';
import { useStoredItem } from './use-stored-item';

/**
 * The product's one paging rule, in its many places: show INITIAL items (or characters), each Load More shows
 * STEP more, never past MAX when there is one. The domain constants (CAST, SIMILAR, WATCHLIST, BROWSE...) have
 * this shape; docs/product/browsing.md lists every list's numbers.
 */
export interface ShowMoreRule {
  readonly INITIAL: number;
  readonly STEP: number;
  readonly MAX?: number;
}

interface ShowMoreOptions {
  /** How many there are to show; unknown (Infinity) for a list that keeps loading pages as more are asked for. */
  total?: number;
  /** Remember the count for the tab's session under this key, and start from it. */
  rememberAs?: SessionKey;
}

export interface ShowMore {
  /** How many to show now: never more than there are, nor than MAX. */
  shown: number;
  /** How many are not shown yet (0 for an open-ended list). */
  remaining: number;
  /** Load More would show more. */
  hasMore: boolean;
  /** More than INITIAL show, so there is something to fold back. */
  hasLess: boolean;
  more(): void;
  /** One STEP back, never under INITIAL. */
  less(): void;
  /** Back to INITIAL. */
  reset(): void;
}

function readRemembered(stored: string | null): number | null {
  const count = stored !== null && /^\d+$/.test(stored) ? Number(stored) : 0;
  return count > 0 ? count : null;
}

export function useShowMore(
  rule: ShowMoreRule,
  { total = Infinity, rememberAs }: ShowMoreOptions = {},
): ShowMore {
  // A remembered count lives in the tab's storage alone (its wrapper keeps it in memory when storage fails);
  // a list that is not remembered counts in its own state.
  const [stored, remember] = useStoredItem(sessionStore, rememberAs);
  const [counted, setCounted] = useState<number | null>(null);
  const requested = (rememberAs ? readRemembered(stored) : counted) ?? rule.INITIAL;
  const max = rule.MAX ?? Infinity;
  const shown = Math.min(requested, total, max);
  const request = (count: number) => (rememberAs ? remember(String(count)) : setCounted(count));
  return {
    shown,
    remaining: Number.isFinite(total) ? Math.max(0, total - shown) : 0,
    hasMore: shown < Math.min(total, max),
    hasLess: shown > rule.INITIAL,
    more: () => request(Math.min(shown + rule.STEP, max, total)),
    less: () => request(Math.max(rule.INITIAL, shown - rule.STEP)),
    reset: () => request(rule.INITIAL),
  };
}
