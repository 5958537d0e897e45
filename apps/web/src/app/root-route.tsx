import { useNavigate } from 'react-router';
import { LandingPage } from '@/features/landing/components/landing-page';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { PickProfileFirst } from '@/features/profiles/components/pick-profile-first';
import { useScreenLiveOnCommit } from '@/lib/live-screen';
import { useSession } from '@/lib/session';
import { lazyRoute } from './route-modules';

const Home = lazyRoute('home');

/**
 * `/` is the landing for visitors and the home page for signed-in users; right after signing in, an account with
 * several profiles is asked who is watching first.
 */
export function RootRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  // The landing and the profile picker are this route's own pages (Home marks itself, lib/live-screen.ts).
  useScreenLiveOnCommit();
  return user ? (
    <PickProfileFirst>
      <Home />
    </PickProfileFirst>
  ) : (
    <LandingPage onNavigate={navigate} languageSwitcher={<LanguageSwitcher />} />
  );
}
