import { SESSION_KEYS } from '@kinora/domain';
import { useEffect } from 'react';
import { sessionStore } from '@/lib/storage';

/**
 * PRODUCT.md section 4: loading home ends any "back from the player" journey, so a later TV page opens fresh
 * instead of re-opening the season (and scroll position) it remembered.
 */
export function useResetTvSessionFlags(): void {
  useEffect(() => {
    sessionStore.setItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE, 'false');
    // "openseason to null": removed, so readers get null from getItem rather than the string 'null'.
    sessionStore.removeItem(SESSION_KEYS.OPEN_SEASON);
  }, []);
}
