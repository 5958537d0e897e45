import { useState } from 'react';
import { useSession } from '@/lib/session';
import { useResendVerification } from '../api/account-api';
import { useIsAccountDeleted } from '../api/account-deleted';

/**
 * A quiet line for an account whose e-mail is not verified yet, with a way to get a new link. Closing it hides
 * it until the next visit; a deleted account has nothing left to verify.
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const [isClosed, setClosed] = useState(false);
  const resend = useResendVerification();
  const isDeleted = useIsAccountDeleted();
  if (!user || user.emailVerified || isClosed || isDeleted) return null;
  return (
    <aside
      aria-label="E-mail verification"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line bg-surface px-4 py-2 text-sm text-muted"
    >
      <span className="flex-1">
        Please verify your e-mail address: the link is in the welcome e-mail sent to {user.email}.
      </span>
      <button
        type="button"
        className="font-medium text-accent hover:underline disabled:opacity-60"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isSuccess ? 'Sent' : 'Resend'}
      </button>
      <button
        type="button"
        aria-label="Hide this message"
        className="px-1 text-muted hover:text-text"
        onClick={() => setClosed(true)}
      >
        ✕
      </button>
    </aside>
  );
}
