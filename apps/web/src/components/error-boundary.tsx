import { Component, type ReactNode } from 'react';
import { translate } from '@/lib/i18n';
import { isNamespaceLoaded } from '@/lib/i18n/i18n';
import { showScreenLive } from '@/lib/live-screen';

interface ErrorBoundaryState {
  hasFailed: boolean;
}

/**
 * The boundary also catches a startup that failed before any text arrived (the lost connection or replaced deploy
 * that broke the page may have kept the catalogue away too): then it speaks English rather than message keys.
 */
const BEFORE_TEXTS = {
  errorTitle: 'Something went wrong',
  errorText: 'This page could not be shown. Reloading usually fixes it.',
  reload: 'Reload',
} as const;

function text(key: keyof typeof BEFORE_TEXTS): string {
  return isNamespaceLoaded('common') ? translate('common', key) : BEFORE_TEXTS[key];
}

/**
 * Turns a render failure into a way out instead of a blank screen. The usual cause is a page chunk that a newer
 * deploy replaced while this tab was open, which a reload fixes.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render.', error);
    // The failure screen is the page now: its Reload button must answer (lib/live-screen.ts).
    showScreenLive();
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <div role="alert" className="grid min-h-[50dvh] place-items-center px-4 text-center">
        <div>
          <h1 className="text-2xl font-bold">{text('errorTitle')}</h1>
          <p className="mt-2 text-muted">{text('errorText')}</p>
          <button type="button" onClick={() => window.location.reload()} className="btn-primary mt-6">
            {text('reload')}
          </button>
        </div>
      </div>
    );
  }
}
