import { type FormEvent, useState } from 'react';
import { PasswordField, readFields } from '@/components/form-fields';
import { useDeleteAccount } from '../api/account-api';

const FIELDS = ['currentPassword'] as const;

/**
 * Two presses: the first asks to confirm and for the current password, the second deletes. The server takes the
 * deletion without the password only from a browser that signed in a few minutes ago, so a session left open
 * elsewhere cannot delete the account; an account made with Google has no password and leaves the field empty.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
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
    <form className="space-y-3 border-t border-line pt-4" onSubmit={submit} noValidate>
      {isConfirming && (
        <>
          <p role="alert" className="text-sm text-danger">
            This deletes your account, your lists and your histories for good. Press again to confirm.
          </p>
          <PasswordField
            id="delete-account-password"
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
          />
          <p className="text-sm text-muted">
            Not needed if you signed in a few minutes ago. Signed in with Google? Leave it empty.
          </p>
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-ghost border-danger/60 text-danger" disabled={remove.isPending}>
          {isConfirming ? 'Yes, delete my account' : 'Delete account'}
        </button>
        {isConfirming && (
          <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
