import { SESSION_KEYS } from '@kinora/domain';
import { useState } from 'react';
import { sessionStore } from '@/lib/storage';
import { nextDirectorsCount, readDirectorsCount } from './directors-count';

/** The shown count of the Top Directors page, kept for the session under displayCount (PRODUCT.md section 4). */
export function useDirectorsCount() {
  const [count, setCount] = useState(() =>
    readDirectorsCount(sessionStore.getItem(SESSION_KEYS.DIRECTORS_DISPLAY_COUNT)),
  );
  function showMore(total: number) {
    const next = nextDirectorsCount(count, total);
    sessionStore.setItem(SESSION_KEYS.DIRECTORS_DISPLAY_COUNT, String(next));
    setCount(next);
  }
  return { count, showMore };
}
