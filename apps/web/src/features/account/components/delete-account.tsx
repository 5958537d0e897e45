import { type FormEvent, useState } from 'react';
import { PasswordField, readFields } from '@/components/form-fields';
import { useT } from '@/lib/i18n';
import { useDeleteAccount } from '../api/account-api';

const FIELDS = ['currentPassword'] as const;

/**
 * Two presses: the first asks to confirm and for the current password, the second deletes. The server takes the
 * deletion without the password only from a browser that signed in a few minutes ago, so a session left open
 * elsewhere cannot delete the account; an account made with Google has no password and leaves the field empty.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const t = useT('account');
  const [isConfirming, setConfirming] = useState(false);
  const remove = useDeleteAccount(onDeleted);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isConfirming) {
      setConfirming(true);
      return;
    }
    const { currentPassword } = readFields(event.currentTarget, FIELDS);
    remove.mutate(currentPassword === '' ? {} : { currentPassword });
  };
  return (
    <form method="post" className="space-y-3 border-t border-line pt-4" onSubmit={submit} noValidate>
      {isConfirming && (
        <>
          <p role="alert" className="text-sm text-danger">
            {t('deleteWarning')}
          </p>
          <PasswordField
            id="delete-account-password"
            name="currentPassword"
            label={t('currentPasswordLabel')}
            autoComplete="current-password"
          />
          <p className="text-sm text-muted">{t('deletePasswordHint')}</p>
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-ghost border-danger/60 text-danger" disabled={remove.isPending}>
          {isConfirming ? t('deleteConfirmButton') : t('deleteButton')}
        </button>
        {isConfirming && (
          <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
            {t('cancelButton')}
          </button>
        )}
      </div>
    </form>
  );
}
