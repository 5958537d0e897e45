import { Suspense, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useIsAccountDeleted } from '../api/account-deleted';
import { useResendVerification } from '../api/email-verification-api';

/**
 * A quiet line for an account whose e-mail is not verified yet, with a way to get a new link. Closing it hides
 * it until the next visit; a deleted account has nothing left to verify.
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const [isClosed, setClosed] = useState(false);
  const isDeleted = useIsAccountDeleted();
  if (!user || user.emailVerified || isClosed || isDeleted) return null;
  // Every signed-in page has the banner, few show it: its texts load only when it shows, and while they do it
  // waits on its own instead of holding the page.
  return (
    <Suspense fallback={null}>
      <VerifyEmailLine email={user.email} onClose={() => setClosed(true)} />
    </Suspense>
  );
}

function VerifyEmailLine({ email, onClose }: { email: string; onClose: () => void }) {
  // Its texts are the shell's (common): the banner sits on every signed-in page, and the account's whole
  // catalogue would weigh on each of them.
  const t = useT('common');
  const resend = useResendVerification();
  return (
    <aside
      aria-label={t('verifyBannerLabel')}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line bg-surface px-4 py-2 text-sm text-muted"
    >
      <span className="flex-1">{t('verifyBannerText', { email })}</span>
      <button
        type="button"
        className="font-medium text-accent hover:underline disabled:opacity-60"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isSuccess ? t('resendDone') : t('resendButton')}
      </button>
      <button
        type="button"
        aria-label={t('hideBanner')}
        className="px-1 text-muted hover:text-text"
        onClick={onClose}
      >
        ✕
      </button>
    </aside>
  );
}
