import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { NewPasswordFields, PasswordField, readFields } from '@/components/form-fields';
import { useT } from '@/lib/i18n';
import { newPasswordProblem } from '@/lib/new-password';
import { useChangePassword } from '../api/account-api';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** /profile/changepassword: the current password, the new one twice. The server checks the rest. */
export function ChangePasswordPage() {
  const t = useT('account');
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = readFields(event.currentTarget, FIELDS);
    const found = newPasswordProblem(newPassword, confirmPassword);
    setProblem(found);
    if (!found) change.mutate({ currentPassword, newPassword });
  };
  return (
    <section className="mx-auto max-w-md px-4 py-10 sm:px-6">
      <title>{t('changePasswordDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('changePasswordHeading')}</h1>
      <p className="mt-2 text-sm text-muted">{t('changePasswordHint')}</p>
      <form method="post" className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <PasswordField
          id="current-password"
          name="currentPassword"
          label={t('currentPasswordLabel')}
          autoComplete="current-password"
        />
        <NewPasswordFields idPrefix="profile-password" name="newPassword" problem={problem} />
        <div className="flex flex-wrap items-center gap-3 pt-2">
          <button type="submit" className="btn-primary" disabled={change.isPending}>
            {change.isPending ? t('updating') : t('changePasswordButton')}
          </button>
          <Link to="/profile" className="btn-ghost">
            {t('cancelButton')}
          </Link>
        </div>
      </form>
    </section>
  );
}
