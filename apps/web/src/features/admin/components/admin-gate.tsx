import type { FormEvent, ReactNode } from 'react';
import { PasswordField, readFields } from '@/components/form-fields';
import { useT } from '@/lib/i18n';
import { useAdminStatus, useElevate } from '../api/admin-api';

/** The admin pages behind the admin password, which the server checks (and whose elevation lapses). */
export function AdminGate({ children }: { children: ReactNode }) {
  const t = useT('admin');
  const status = useAdminStatus();
  const elevate = useElevate();
  if (status.isPending) {
    return (
      <p role="status" className="p-10 text-center text-muted">
        {t('checkingAccess')}
      </p>
    );
  }
  if (status.data?.isElevated) return children;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    elevate.mutate(readFields(event.currentTarget, ['password'] as const));
  };
  return (
    <section className="mx-auto max-w-sm px-4 py-16">
      <title>{t('gateDocumentTitle')}</title>
      <h1 className="text-2xl font-bold tracking-tight">{t('gateHeading')}</h1>
      <p className="mt-2 text-sm text-muted">{t('gateIntro')}</p>
      <form method="post" className="mt-6 space-y-4" onSubmit={submit}>
        <PasswordField
          id="admin-password"
          name="password"
          label={t('passwordLabel')}
          autoComplete="current-password"
        />
        <button type="submit" className="btn-primary w-full" disabled={elevate.isPending}>
          {elevate.isPending ? t('checkingButton') : t('enterButton')}
        </button>
      </form>
    </section>
  );
}
