import { lazy, Suspense, startTransition, use, useState } from 'react';
import { Splash } from '@/components/splash';
import type { LandingTarget } from '@/features/landing/components/landing-link';
import { LandingPage } from '@/features/landing/components/landing-page';
import type { Startup } from './start';

const loadApp = () => import('@/app/app');
const App = lazy(loadApp);

interface BootstrapProps {
  startup: Promise<Startup>;
}

/**
 * The entry's only screen logic. A signed-out visitor on `/` gets the landing straight away, with no router,
 * query cache or tRPC client downloaded; everyone else, and the visitor who clicks through, gets the App chunk.
 */
export function Bootstrap({ startup }: BootstrapProps) {
  const { config, user } = use(startup);
  const [isAppNeeded, setAppNeeded] = useState(() => user !== null || window.location.pathname !== '/');

  function openInApp(to: LandingTarget) {
    // Load first, then change the URL: the landing stays up while the chunk downloads, and the transition keeps
    // it up until the App has rendered, so no splash flashes in between.
    loadApp().then(
      () => {
        window.history.pushState(null, '', to);
        startTransition(() => setAppNeeded(true));
      },
      () => window.location.assign(to),
    );
  }

  if (!isAppNeeded) return <LandingPage onNavigate={openInApp} />;
  return (
    <Suspense fallback={<Splash />}>
      <App config={config} initialUser={user} />
    </Suspense>
  );
}
