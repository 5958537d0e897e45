import { durationInWords, PASSWORD_RESET, SESSION_KEYS } from '@kinora/domain';
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { NewPasswordFields, readFields, TextField } from '@/components/form-fields';
import { newPasswordProblem } from '@/lib/new-password';
import { sessionStore } from '@/lib/storage';
import { useRequestReset, useResetPassword } from '../api/password-reset-api';

/** /forgotpassword: the account's e-mail; a reset code goes there. */
export function ForgotPasswordPage() {
  const request = useRequestReset();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate(readFields(event.currentTarget, ['email'] as const));
  };
  return (
    <AuthShell title="Forgot Password">
      <meta name="robots" content="noindex" />
      <p className="mt-3 text-sm text-muted">
        Enter your account's e-mail. We will send you a code to set a new password.
      </p>
      <form className="mt-6 space-y-4" onSubmit={submit}>
        <TextField id="reset-email" name="email" label="Email" type="email" required autoComplete="email" />
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={request.isPending || request.isSuccess}
        >
          {request.isPending ? 'Checking...' : 'Reset Password'}
        </button>
      </form>
      <Link to="/login" className="link mt-6 inline-block">
        Back to sign in
      </Link>
    </AuthShell>
  );
}

const RESET_FIELDS = ['code', 'password', 'confirmPassword'] as const;

/**
 * /changepassword: the reset's second step, for the address held from /forgotpassword (without one, back there):
 * the code from the e-mail and the new password twice.
 */
export function ChangePasswordWithCodePage() {
  const [email] = useState(() => sessionStore.getItem(SESSION_KEYS.RESET_EMAIL));
  const reset = useResetPassword();
  const [problem, setProblem] = useState<string | null>(null);
  if (!email) return <Navigate to="/forgotpassword" replace />;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { code, password, confirmPassword } = readFields(event.currentTarget, RESET_FIELDS);
    const found = newPasswordProblem(password, confirmPassword);
    setProblem(found);
    if (!found) reset.mutate({ email, code, password });
  };
  return (
    <AuthShell title="Change Password">
      <meta name="robots" content="noindex" />
      <p className="mt-3 text-sm text-muted">
        A 6-digit code was sent to <span className="font-medium text-text">{email}</span>. It works once, for{' '}
        {durationInWords(PASSWORD_RESET.CODE_TTL_MS)}.
      </p>
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <TextField
          id="reset-code"
          name="code"
          label="Code from the e-mail"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        <NewPasswordFields idPrefix="reset-password" name="password" problem={problem} />
        <button type="submit" className="btn-primary w-full" disabled={reset.isPending || reset.isSuccess}>
          {reset.isPending ? 'Changing...' : 'Change Password'}
        </button>
      </form>
      <Link to="/forgotpassword" className="link mt-6 inline-block">
        Send a new code
      </Link>
    </AuthShell>
  );
}
