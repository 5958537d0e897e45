import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Acts once on a marker another page (or the API's redirect) left in the URL, `?name=value`, then takes it off the
 * URL. The entry is replaced, so Back or a reload does not bring the marker back.
 *
 * A layout effect, so this runs before the page is painted: a passive effect could still be pending when the
 * viewer's first click navigates away, and its replace (relative to this page) would then undo that navigation.
 */
export function useSearchParamOnce(name: string, onValue: (value: string) => void = () => {}): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name);
  // React's StrictMode runs effects twice; the marker must be acted on once.
  const handledRef = useRef(false);
  const onValueRef = useRef(onValue);
  onValueRef.current = onValue;

  useLayoutEffect(() => {
    if (value === null) {
      handledRef.current = false;
      return;
    }
    if (handledRef.current) return;
    handledRef.current = true;
    onValueRef.current(value);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [name, value, setSearchParams]);
}
