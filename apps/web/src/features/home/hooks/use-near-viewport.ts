import { type RefObject, useEffect, useState } from 'react';

/** How far below the fold a row starts loading, so it is usually ready by the time it scrolls in. */
const PRELOAD_MARGIN = '400px 0px';

/**
 * True once the element has come near the viewport (and from then on). Rows below the fold wait for it, so the
 * first screen's requests are only the ones that screen shows. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);

  return isNear;
}
