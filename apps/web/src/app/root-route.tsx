import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useSession } from '@/lib/session';

const Home = lazy(() => import('./routes/home'));

/** `/` is the landing for visitors and the home page for signed-in users. */
export function RootRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  return user ? <Home /> : <LandingPage onNavigate={navigate} />;
}
