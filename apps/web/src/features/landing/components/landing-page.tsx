import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { OutlineIcon } from '@/components/outline-icon';
import { useT } from '@/lib/i18n';
import { LandingLink, type LandingTarget } from './landing-link';

interface LandingPageProps {
  /** Opens sign-up or sign-in: in the bootstrap it loads the app first, inside the app it is the router. */
  onNavigate(to: LandingTarget): void;
  /** The language feature's switcher (a signed-out visitor's language), handed in: features do not import each other. */
  languageSwitcher?: ReactNode;
}

/** The signed-out `/` (docs/product/accounts.md). Light on purpose: it ships in the entry chunk. */
export function LandingPage({ onNavigate, languageSwitcher }: LandingPageProps) {
  const t = useT('landing');
  return (
    <div className="min-h-dvh bg-ink">
      {/* The server's render of the first screen has no window (and React moves this link into <head> anyway). */}
      <link rel="canonical" href={typeof window === 'undefined' ? '/' : `${window.location.origin}/`} />
      <header className="absolute inset-x-0 top-0 z-10 mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo className="h-8 w-auto text-text sm:h-9" />
        <LandingLink to="/login" onNavigate={onNavigate} className="btn-ghost px-4">
          {t('signIn')}
        </LandingLink>
      </header>

      <main>
        <section className="relative isolate flex items-center overflow-hidden px-4 pt-32 pb-20 sm:min-h-[88dvh] sm:px-6">
          <PosterWall />
          <div className="relative mx-auto max-w-3xl text-center">
            <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-6xl">
              {t('heroTitle')}
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-lg text-muted text-pretty">{t('heroText')}</p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <LandingLink
                to="/signup"
                onNavigate={onNavigate}
                className="btn-primary w-full px-8 text-base sm:w-auto"
              >
                {t('getStarted')}
              </LandingLink>
              <LandingLink
                to="/login"
                onNavigate={onNavigate}
                className="btn-ghost w-full px-8 text-base sm:w-auto"
              >
                {t('signIn')}
              </LandingLink>
            </div>
          </div>
        </section>

        <section
          aria-labelledby="assistant-heading"
          className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2"
        >
          <div>
            <h2 id="assistant-heading" className="text-3xl font-bold tracking-tight">
              {t('assistantTitle')}
            </h2>
            <p className="mt-4 text-lg text-muted">{t('assistantText')}</p>
          </div>
          <ChatPreview />
        </section>

        <section
          aria-labelledby="everywhere-heading"
          className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6"
        >
          <h2 id="everywhere-heading" className="text-3xl font-bold tracking-tight">
            {t('everywhereTitle')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{t('everywhereText')}</p>
          <DeviceIcons />
        </section>
      </main>

      <footer className="space-y-4 border-t border-line px-4 py-8 text-center text-sm text-muted">
        {languageSwitcher}
        <p>{t('footerNote')}</p>
      </footer>
    </div>
  );
}

/** A static sample conversation illustrating the AI assistant (decorative: the section's text says it all). */
function ChatPreview() {
  const t = useT('landing');
  return (
    <div
      aria-hidden="true"
      className="rounded-2xl border border-line bg-surface p-5 shadow-xl shadow-black/30"
    >
      <p className="ms-auto w-fit max-w-[85%] rounded-2xl rounded-ee-sm bg-accent px-4 py-2 text-sm text-on-accent">
        {t('chatQuestion')}
      </p>
      <p className="mt-3 w-fit max-w-[85%] rounded-2xl rounded-es-sm bg-raised px-4 py-2 text-sm">
        {t('chatAnswer')}
      </p>
      <div className="mt-4 flex items-center gap-2 rounded-full border border-line bg-ink px-4 py-2 text-sm text-muted">
        {t('chatPlaceholder')}
      </div>
    </div>
  );
}

/** Decorative poster tiles, hues spread by the golden angle so neighbours never match; no image requests. */
const TILE_HUES = Array.from({ length: 40 }, (_, index) => Math.round((index * 137.5) % 360));

/** A tilted wall of glowing "posters" behind the hero, purely decorative and fixed in size (no layout shift). */
function PosterWall() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute -inset-x-1/4 -top-1/3 grid rotate-[-8deg] grid-cols-6 gap-3 opacity-60 sm:grid-cols-8 sm:gap-4 lg:grid-cols-10">
        {TILE_HUES.map((hue) => (
          <div
            key={hue}
            className="aspect-[2/3] rounded-lg"
            style={{
              background: `linear-gradient(160deg, hsl(${hue} 65% 45%), hsl(${(hue + 40) % 360} 55% 16%) 75%)`,
            }}
          />
        ))}
      </div>
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,var(--color-ink)_20%,transparent_75%)] opacity-80" />
      <div className="absolute inset-0 bg-gradient-to-b from-ink/60 via-ink/70 to-ink" />
    </div>
  );
}

/** The four screens of the 'Watch everywhere' section (their names are catalogue keys), as one-path outline icons. */
const DEVICES = [
  {
    name: 'devicePhone',
    path: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2',
  },
  {
    name: 'deviceTablet',
    path: 'M5 2h14a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm6 17h2',
  },
  { name: 'deviceLaptop', path: 'M5 4h14a1 1 0 0 1 1 1v10H4V5a1 1 0 0 1 1-1zM2 18h20l-1 2H3z' },
  {
    name: 'deviceTv',
    path: 'M3 5h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm5 16h8',
  },
] as const;

function DeviceIcons() {
  const t = useT('landing');
  return (
    <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
      {DEVICES.map((device) => (
        <li
          key={device.name}
          className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface px-4 py-6 text-sm font-medium"
        >
          <OutlineIcon className="size-10 text-accent" strokeWidth={1.6}>
            <path d={device.path} strokeLinecap="round" strokeLinejoin="round" />
          </OutlineIcon>
          {t(device.name)}
        </li>
      ))}
    </ul>
  );
}
