import { type ComponentType, startTransition, useState } from 'react';
import type { AppProps } from '@/app/app';
import type { LandingTarget } from '@/features/landing/components/landing-link';
import { LandingPage } from '@/features/landing/components/landing-page';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { loadApp, type Startup } from './start';

interface BootstrapProps {
  startup: Startup;
}

/**
 * The entry's only screen logic. A signed-out visitor on `/` gets the landing straight away, with no router,
 * query cache or tRPC client downloaded; everyone else gets the App, loaded before this first render (start.ts),
 * and the visitor who clicks through gets it once it has loaded.
 */
export function Bootstrap({ startup }: BootstrapProps) {
  const { config, user } = startup;
  const [App, setApp] = useState<ComponentType<AppProps> | null>(() => startup.App);

  function openInApp(to: LandingTarget) {
    // Load first, then change the URL: the landing stays up while the chunks download, so no splash flashes.
    loadApp(to).then(
      (loaded) => {
        window.history.pushState(null, '', to);
        startTransition(() => setApp(() => loaded));
      },
      () => window.location.assign(to),
    );
  }

  if (!App) return <LandingPage onNavigate={openInApp} languageSwitcher={<LanguageSwitcher />} />;
  return <App config={config} initialUser={user} />;
}

/** Rendered when the startup failed, so the error boundary shows what it shows for any other failure. */
export function StartupFailed({ error }: { error: unknown }): never {
  throw error;
}
