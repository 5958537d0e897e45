import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { RouteFallback } from '@/components/route-fallback';
import { VerifyEmailBanner } from '@/features/account/components/verify-email-banner';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { KeyboardShortcuts } from '@/features/palette/components/keyboard-shortcuts';
import { useT } from '@/lib/i18n';
import { useArrowNavigation } from '@/lib/use-arrow-navigation';
import { useScrollTopOnPush } from '@/lib/use-scroll-top-on-push';
import { Footer } from './footer';
import { MobileBar } from './mobile-bar';
import { Sidebar } from './sidebar';

/**
 * The signed-in frame: sidebar on wide screens (content padded on its side), bottom bar on small ones (content padded
 * at the bottom). Pages load inside it, so the navigation stays put while a page's code downloads. Every newly
 * visited page opens at its top; back and forward keep their position.
 */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const t = useT('common');
  const { pathname, search } = useLocation();
  useScrollTopOnPush(`${pathname}${search}`);
  useArrowNavigation();
  return (
    <div className="min-h-dvh pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0 lg:ps-60">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-50 focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:text-on-accent"
      >
        {t('skipToContent')}
      </a>
      <Sidebar />
      <VerifyEmailBanner />
      {/* A full screen tall, so the footer does not jump while a page's code or data arrives. */}
      <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
        {/* Keyed by path: a page that failed must not keep the next page from rendering. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<RouteFallback />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      {pathname !== '/chat' && <ChatWidget />}
      <MobileBar />
      <KeyboardShortcuts />
    </div>
  );
}
