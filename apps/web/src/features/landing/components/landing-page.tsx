import { Logo } from '@/components/logo';
import { ChatPreview } from './chat-preview';
import { DeviceIcons } from './device-icons';
import { LandingLink, type LandingTarget } from './landing-link';
import { PosterWall } from './poster-wall';

interface LandingPageProps {
  /** Opens sign-up or sign-in: in the bootstrap it loads the app first, inside the app it is the router. */
  onNavigate(to: LandingTarget): void;
}

/** The signed-out `/` (PRODUCT.md section 1). Light on purpose: it ships in the entry chunk. */
export function LandingPage({ onNavigate }: LandingPageProps) {
  return (
    <div className="min-h-dvh bg-ink">
      <link rel="canonical" href={`${window.location.origin}/`} />
      <header className="absolute inset-x-0 top-0 z-10 mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo className="h-8 w-auto text-text sm:h-9" />
        <LandingLink to="/login" onNavigate={onNavigate} className="btn-ghost px-4">
          Sign In
        </LandingLink>
      </header>

      <main>
        <section className="relative isolate flex items-center overflow-hidden px-4 pt-32 pb-20 sm:min-h-[88dvh] sm:px-6">
          <PosterWall />
          <div className="relative mx-auto max-w-3xl text-center">
            <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-6xl">
              Watch Movies, Tv shows, and More
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-lg text-muted text-pretty">
              Movies, TV shows, anime and K-dramas in one place. Free to stream, with no subscription.
            </p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <LandingLink
                to="/signup"
                onNavigate={onNavigate}
                className="btn-primary w-full px-8 text-base sm:w-auto"
              >
                Get Started
              </LandingLink>
              <LandingLink
                to="/login"
                onNavigate={onNavigate}
                className="btn-ghost w-full px-8 text-base sm:w-auto"
              >
                Sign In
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
              Chat with your personal AI assistant
            </h2>
            <p className="mt-4 text-lg text-muted">
              Not sure what to watch? Describe your mood, a favourite film or a show you just finished, and
              your assistant recommends titles picked for you.
            </p>
          </div>
          <ChatPreview />
        </section>

        <section
          aria-labelledby="everywhere-heading"
          className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6"
        >
          <h2 id="everywhere-heading" className="text-3xl font-bold tracking-tight">
            Watch everywhere
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            Stream for free on your phone, tablet, laptop, and TV.
          </p>
          <DeviceIcons />
        </section>
      </main>

      <footer className="border-t border-line px-4 py-8 text-center text-sm text-muted">
        <p>Kinora streams from third parties and stores no media.</p>
      </footer>
    </div>
  );
}
