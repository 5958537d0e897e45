import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { PasswordField, readFields, TextField } from '@/components/form-fields';
import { useT } from '@/lib/i18n';
import { useSignIn } from '../api/auth-api';
import { useGoogleErrorParam } from '../hooks/use-google-error-param';
import { GoogleSignInOption } from './auth-fields';

const FIELDS = ['email', 'password'] as const;

/** /login. As on sign-up, the server does all the validation and its message is shown. */
export function SignInPage() {
  const t = useT('auth');
  const signIn = useSignIn();
  useGoogleErrorParam();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate(readFields(event.currentTarget, FIELDS));
  }

  return (
    <AuthShell title={t('signInTitle')}>
      <meta name="robots" content="noindex" />
      <form method="post" onSubmit={handleSubmit} className="mt-6 space-y-4">
        <TextField id="login-email" name="email" type="email" label={t('emailLabel')} autoComplete="email" />
        <PasswordField
          id="login-password"
          name="password"
          label={t('passwordLabel')}
          autoComplete="current-password"
        />
        <div className="text-end text-sm">
          <Link to="/forgotpassword" className="link">
            {t('forgotPasswordLink')}
          </Link>
        </div>
        <button type="submit" disabled={signIn.isPending} className="btn-primary w-full">
          {signIn.isPending ? t('signingIn') : t('signInButton')}
        </button>
      </form>
      <GoogleSignInOption label={t('signInWithGoogle')} />
      <p className="mt-6 text-center text-sm text-muted">
        {t('newToKinora')}{' '}
        <Link to="/signup" className="link">
          {t('signUpLink')}
        </Link>
      </p>
    </AuthShell>
  );
}
