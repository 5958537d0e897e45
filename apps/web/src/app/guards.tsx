import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session';

/**
 * Where a guard sends a visitor who may not see the page. In the browser, a redirect; in the server's render of
 * the first screen (decision 017) nothing at all: a server render cannot redirect, and the page keeps its splash
 * until the browser's first render redirects.
 */
function SendTo({ to }: { to: string }) {
  return typeof window === 'undefined' ? null : <Navigate to={to} replace />;
}

/** Signed-in routes: visitors are sent to `/`, where the landing invites them to sign in. */
export function SignedInOnly() {
  const { user } = useSession();
  return user ? <Outlet /> : <SendTo to="/" />;
}

/** /signup, /login, /forgotpassword: a signed-in user has nothing to do there and goes home. */
export function SignedOutOnly() {
  const { user } = useSession();
  return user ? <SendTo to="/" /> : <Outlet />;
}

/** The admin area, nested inside SignedInOnly; `isAdmin` comes from the server, which also enforces it. */
export function AdminOnly() {
  const { user } = useSession();
  return user?.isAdmin ? <Outlet /> : <SendTo to="/profile" />;
}
