import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Opens a newly visited page at its top. A link from the bottom of one page (a similar title, a cast member)
 * otherwise lands at the same offset of the next. Back and forward (POP) keep their position: the browser, or
 * the page itself, restores it.
 */
export function useScrollTopOnPush(pageKey: string | number | undefined): void {
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visited page, not per navigation type
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0 });
  }, [pageKey]);
}
