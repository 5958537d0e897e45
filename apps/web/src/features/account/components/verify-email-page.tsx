import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { useVerifyEmail } from '../api/account-api';

/** /verify-email?token=: the welcome e-mail's link, opened signed in or not. */
export function VerifyEmailPage() {
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
    <AuthShell title="Verify your e-mail">
      <meta name="robots" content="noindex" />
      {verify.isSuccess ? (
        <p role="status" className="mt-4">
          {verify.data.message}. Thank you!
        </p>
      ) : verify.isError ? (
        <p role="alert" className="mt-4 text-danger">
          {verify.error.message}
        </p>
      ) : (
        <p role="status" className="mt-4 text-muted">
          Checking your link...
        </p>
      )}
      <Link to="/" className="btn-primary mt-6 inline-block">
        Go to Kinora
      </Link>
    </AuthShell>
  );
}
