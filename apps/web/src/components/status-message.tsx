import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useT } from '@/lib/i18n';

interface StatusMessageProps {
  title: string;
  description?: string;
  /** A way out: a retry button, a link home... */
  action?: ReactNode;
}

/** A page that has nothing to show (not found, failed to load): says why, as the page's heading, and offers a way on. */
export function StatusMessage({ title, description, action }: StatusMessageProps) {
  const t = useT('common');
  return (
    <section className="grid min-h-[50dvh] place-items-center px-4 py-10 text-center">
      <div className="max-w-md">
        <title>{t('documentTitle', { title })}</title>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-3 text-muted">{description}</p>}
        {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
      </div>
    </section>
  );
}

/**
 * What is missing. Each kind has its own sentences rather than a noun dropped into one shared sentence, which
 * would not agree with it (gender, articles, case) in most of our languages.
 */
export type UnavailableSubject = 'movie' | 'tv' | 'person';

type CommonKey = MessageKey<'common'>;
const HEADINGS: Readonly<
  Record<UnavailableSubject, { unavailable: CommonKey; notFound: CommonKey; loadFailed: CommonKey }>
> = {
  movie: { unavailable: 'movieUnavailable', notFound: 'movieNotFound', loadFailed: 'movieLoadFailed' },
  tv: { unavailable: 'tvUnavailable', notFound: 'tvNotFound', loadFailed: 'tvLoadFailed' },
  person: { unavailable: 'personUnavailable', notFound: 'personNotFound', loadFailed: 'personLoadFailed' },
};

interface UnavailableMessageProps {
  /** What was asked for: a movie, a TV show or a person. */
  subject: UnavailableSubject;
  /** The catalogue has no such thing (or the link carries no id); otherwise loading failed and may be retried. */
  isNotFound: boolean;
  /** The server's own reason when it is not "unknown" (a kids profile's limit): shown instead of the guess. */
  reason?: string;
  onRetry?: () => void;
}

/** A detail page whose subject is missing or failed to load: a reason, a retry when it may help, and a way home. */
export function UnavailableMessage({ subject, isNotFound, reason, onRetry }: UnavailableMessageProps) {
  const t = useT('common');
  const headings = HEADINGS[subject];
  return (
    <StatusMessage
      title={t(reason ? headings.unavailable : isNotFound ? headings.notFound : headings.loadFailed)}
      description={reason ?? t(isNotFound ? 'notFoundText' : 'loadFailedText')}
      action={
        <>
          {!isNotFound && onRetry && (
            <button type="button" className="btn-primary" onClick={onRetry}>
              {t('tryAgain')}
            </button>
          )}
          <Link to="/" className="btn-ghost">
            {t('goHome')}
          </Link>
        </>
      }
    />
  );
}
