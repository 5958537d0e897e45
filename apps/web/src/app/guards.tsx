import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session';

/** Signed-in routes: visitors are sent to `/`, where the landing invites them to sign in. */
export function SignedInOnly() {
  const { user } = useSession();
  return user ? <Outlet /> : <Navigate to="/" replace />;
}

/** /signup, /login, /forgotpassword: a signed-in user has nothing to do there and goes home. */
export function SignedOutOnly() {
  const { user } = useSession();
  return user ? <Navigate to="/" replace /> : <Outlet />;
}

/** The admin area, nested inside SignedInOnly; `isAdmin` comes from the server, which also enforces it. */
export function AdminOnly() {
  const { user } = useSession();
  return user?.isAdmin ? <Outlet /> : <Navigate to="/profile" replace />;
}
