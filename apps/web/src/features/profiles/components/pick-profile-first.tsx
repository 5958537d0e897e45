import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { RouteFallback } from '@/components/route-fallback';
import { useProfiles } from '../api/profile-list-api';

/**
 * Home right after a sign-in (`/?authUser=old`, password or Google): an account with more than one profile goes to
 * "Who's watching?" first; one with only its main profile goes on to home as before. If the profiles cannot be
 * read, home it is: the menu still offers the picker.
 */
export function PickProfileFirst({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const isFreshSignIn = searchParams.get('authUser') === 'old';
  const profiles = useProfiles({ enabled: isFreshSignIn });
  if (!isFreshSignIn) return children;
  if (profiles.isPending && profiles.fetchStatus !== 'idle') return <RouteFallback />;
  if ((profiles.data?.content.length ?? 0) > 1) return <Navigate to="/profiles" replace />;
  return children;
}
