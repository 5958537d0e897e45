import { Outlet } from 'react-router';
import { useSession } from '@/lib/session';
import { SignedInLayout } from './signed-in-layout';

/**
 * The layout as one parent route of `/` and every signed-in page, so moving between them keeps the same
 * navigation (and the keyboard focus in it). Visitors get no chrome: the only page they reach here is the landing.
 */
export function LayoutRoute() {
  const { user } = useSession();
  if (!user) return <Outlet />;
  return (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  );
}
