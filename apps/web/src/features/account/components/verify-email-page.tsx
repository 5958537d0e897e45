import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { useT } from '@/lib/i18n';
import { useVerifyEmail } from '../api/email-verification-api';

/** /verify-email?token=: the welcome e-mail's link, opened signed in or not. */
export function VerifyEmailPage() {
  const t = useT('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    verify.mutate({ token });
  }, [token, verify.mutate]);
  return (
    <AuthShell title={t('verifyTitle')}>
      <meta name="robots" content="noindex" />
      {verify.isSuccess ? (
        <p role="status" className="mt-4">
          {t('verifiedThanks', { message: verify.data.message })}
        </p>
      ) : verify.isError ? (
        <p role="alert" className="mt-4 text-danger">
          {verify.error.message}
        </p>
      ) : (
        <p role="status" className="mt-4 text-muted">
          {t('verifyChecking')}
        </p>
      )}
      <Link to="/" className="btn-primary mt-6 inline-block">
        {t('goToKinora')}
      </Link>
    </AuthShell>
  );
}
