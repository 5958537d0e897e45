import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { PasswordField, readFields, TextField } from '@/components/form-fields';
import { useSignIn } from '../api/auth-api';
import { useGoogleErrorParam } from '../hooks/use-google-error-param';
import { GoogleSignInOption } from './auth-fields';

const FIELDS = ['email', 'password'] as const;

/** /login. As on sign-up, the server does all the validation and its message is shown. */
export function SignInPage() {
  const signIn = useSignIn();
  useGoogleErrorParam();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate(readFields(event.currentTarget, FIELDS));
  }

  return (
    <AuthShell title="Sign In">
      <meta name="robots" content="noindex" />
      <form onSubmit={handleSubmit} className="mt-6 space-y-4">
        <TextField id="login-email" name="email" type="email" label="Email" autoComplete="email" />
        <PasswordField id="login-password" name="password" label="Password" autoComplete="current-password" />
        <div className="text-right text-sm">
          <Link to="/forgotpassword" className="link">
            Forgot Password?
          </Link>
        </div>
        <button type="submit" disabled={signIn.isPending} className="btn-primary w-full">
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <GoogleSignInOption label="Sign in with Google" />
      <p className="mt-6 text-center text-sm text-muted">
        New to Kinora?{' '}
        <Link to="/signup" className="link">
          Sign up
        </Link>
      </p>
    </AuthShell>
  );
}
