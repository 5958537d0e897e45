import { Component, type ReactNode } from 'react';

interface ErrorBoundaryState {
  hasFailed: boolean;
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
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <div role="alert" className="grid min-h-[50dvh] place-items-center px-4 text-center">
        <div>
          <h1 className="text-2xl font-bold">Something went wrong</h1>
          <p className="mt-2 text-muted">This page could not be shown. Reloading usually fixes it.</p>
          <button type="button" onClick={() => window.location.reload()} className="btn-primary mt-6">
            Reload
          </button>
        </div>
      </div>
    );
  }
}
