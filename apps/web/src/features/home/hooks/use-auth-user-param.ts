import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useWelcomeEmail } from '../api/use-welcome-email';

const AUTH_USER_PARAM = 'authUser';
/** Sign-up lands on `/?authUser=new`, sign-in on `/?authUser=old` (PRODUCT.md section 2, Home). */
const NEW_ACCOUNT = 'new';

/**
 * Handles the `authUser` marker the sign-in and sign-up pages leave on `/`: a new account gets its welcome
 * e-mail, then the marker leaves the URL. The URL is replaced, so Back does not bring the marker back.
 *
 * A layout effect, so this runs before the page is painted: a passive effect could still be pending when the
 * viewer's first click navigates away, and its replace (relative to `/`) would then undo that navigation.
 */
export function useAuthUserParam(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const welcomeEmail = useWelcomeEmail();
  const authUser = searchParams.get(AUTH_USER_PARAM);
  // React's StrictMode runs effects twice; the marker must be acted on once.
  const handledRef = useRef(false);

  useLayoutEffect(() => {
    if (authUser === null) {
      handledRef.current = false;
      return;
    }
    if (handledRef.current) return;
    handledRef.current = true;
    if (authUser === NEW_ACCOUNT) welcomeEmail.mutate();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(AUTH_USER_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [authUser, setSearchParams, welcomeEmail.mutate]);
}
