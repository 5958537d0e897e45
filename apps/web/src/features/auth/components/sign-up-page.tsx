import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { PasswordField, readFields, TextField } from '@/components/form-fields';
import { useT } from '@/lib/i18n';
import { useSignUp } from '../api/auth-api';
import { GoogleSignInOption } from './auth-fields';

const FIELDS = ['email', 'username', 'password'] as const;

/** /signup. The browser only types the e-mail field; every other rule is the server's, shown in a toast. */
export function SignUpPage() {
  const [searchParams] = useSearchParams();
  const t = useT('auth');
  const signUp = useSignUp();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signUp.mutate(readFields(event.currentTarget, FIELDS));
  }

  return (
    <AuthShell title={t('signUpTitle')}>
      <meta name="robots" content="noindex" />
      {/* POST, never the default GET: a form sent before the app handles it (the page still the server's markup)
          must not put the password in the address bar, the history and the server's logs. Every form with a
          password or PIN says so. */}
      <form method="post" onSubmit={handleSubmit} className="mt-6 space-y-4">
        <TextField
          id="signup-email"
          name="email"
          type="email"
          label={t('emailLabel')}
          autoComplete="email"
          defaultValue={searchParams.get('email') ?? ''}
        />
        <TextField id="signup-username" name="username" label={t('usernameLabel')} autoComplete="username" />
        <PasswordField
          id="signup-password"
          name="password"
          label={t('passwordLabel')}
          autoComplete="new-password"
        />
        <button type="submit" disabled={signUp.isPending} className="btn-primary w-full">
          {signUp.isPending ? t('signingUp') : t('signUpButton')}
        </button>
      </form>
      <GoogleSignInOption label={t('signUpWithGoogle')} />
      <p className="mt-6 text-center text-sm text-muted">
        {t('alreadyMember')}{' '}
        <Link to="/login" className="link">
          {t('signInLink')}
        </Link>
      </p>
    </AuthShell>
  );
}
