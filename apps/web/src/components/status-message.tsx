import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatusMessageProps {
  title: string;
  description?: string;
  /** A way out: a retry button, a link home... */
  action?: ReactNode;
}

/** A page that has nothing to show (not found, failed to load): says why, as the page's heading, and offers a way on. */
export function StatusMessage({ title, description, action }: StatusMessageProps) {
  return (
    <section className="grid min-h-[50dvh] place-items-center px-4 py-10 text-center">
      <div className="max-w-md">
        <title>{`${title} - Kinora`}</title>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-3 text-muted">{description}</p>}
        {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
      </div>
    </section>
  );
}

interface UnavailableMessageProps {
  /** What was asked for, capitalised: 'Movie', 'TV show', 'Person'. */
  noun: string;
  /** The catalogue has no such thing (or the link carries no id); otherwise loading failed and may be retried. */
  isNotFound: boolean;
  /** The server's own reason when it is not "unknown" (a kids profile's limit): shown instead of the guess. */
  reason?: string;
  onRetry?: () => void;
}

/** A detail page whose subject is missing or failed to load: a reason, a retry when it may help, and a way home. */
export function UnavailableMessage({ noun, isNotFound, reason, onRetry }: UnavailableMessageProps) {
  return (
    <StatusMessage
      title={
        reason
          ? `${noun} not available`
          : isNotFound
            ? `${noun} not found`
            : `This ${noun.toLowerCase()} could not be loaded`
      }
      description={
        reason ??
        (isNotFound
          ? 'The link may be broken or it was removed from the catalogue.'
          : 'Please check your connection and try again.')
      }
      action={
        <>
          {!isNotFound && onRetry && (
            <button type="button" className="btn-primary" onClick={onRetry}>
              Try again
            </button>
          )}
          <Link to="/" className="btn-ghost">
            Go Home
          </Link>
        </>
      }
    />
  );
}
