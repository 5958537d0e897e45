import { PASSWORD_RESET, SESSION_KEYS } from '@kinora/domain';
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { NewPasswordFields, readFields, TextField } from '@/components/form-fields';
import { useT, withElement } from '@/lib/i18n';
import { newPasswordProblem } from '@/lib/new-password';
import { sessionStore } from '@/lib/storage';
import { useRequestReset, useResetPassword } from '../api/password-reset-api';
import { durationText } from '../utils/duration-text';

/** /forgotpassword: the account's e-mail; a reset code goes there. */
export function ForgotPasswordPage() {
  const t = useT('auth');
  const request = useRequestReset();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate(readFields(event.currentTarget, ['email'] as const));
  };
  return (
    <AuthShell title={t('forgotPasswordTitle')}>
      <meta name="robots" content="noindex" />
      <p className="mt-3 text-sm text-muted">{t('forgotPasswordIntro')}</p>
      <form method="post" className="mt-6 space-y-4" onSubmit={submit}>
        <TextField
          id="reset-email"
          name="email"
          label={t('emailLabel')}
          type="email"
          required
          autoComplete="email"
        />
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={request.isPending || request.isSuccess}
        >
          {request.isPending ? t('checking') : t('resetPasswordButton')}
        </button>
      </form>
      <Link to="/login" className="link mt-6 inline-block">
        {t('backToSignIn')}
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
  const t = useT('auth');
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
    <AuthShell title={t('changePasswordTitle')}>
      <meta name="robots" content="noindex" />
      <p className="mt-3 text-sm text-muted">
        {withElement(
          t('codeSent', { email, duration: durationText(PASSWORD_RESET.CODE_TTL_MS) }),
          (address) => (
            <span className="font-medium text-text">{address}</span>
          ),
        )}
      </p>
      <form method="post" className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <TextField
          id="reset-code"
          name="code"
          label={t('codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        <NewPasswordFields idPrefix="reset-password" name="password" problem={problem} />
        <button type="submit" className="btn-primary w-full" disabled={reset.isPending || reset.isSuccess}>
          {reset.isPending ? t('changing') : t('changePasswordButton')}
        </button>
      </form>
      <Link to="/forgotpassword" className="link mt-6 inline-block">
        {t('sendNewCode')}
      </Link>
    </AuthShell>
  );
}
