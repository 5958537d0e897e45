import { PROFILES, type ProfileSummary } from '@kinora/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Modal } from '@/components/modal';
import { useT } from '@/lib/i18n';

interface PinDialogProps {
  /** The locked profile being opened; null: the dialog is closed. */
  profile: ProfileSummary | null;
  /** The server's refusal of the last PIN ("Wrong PIN", too many attempts...), shown under the field. */
  error: string | null;
  isPending: boolean;
  onSubmit: (pin: string) => void;
  onClose: () => void;
}

/**
 * Asks the PIN of a locked profile: one numeric field (the phone shows its number pad), focused on opening; the
 * server's answer is read out under it; Escape, the close button or the backdrop close it.
 */
export function PinDialog({ profile, error, isPending, onSubmit, onClose }: PinDialogProps) {
  const t = useT('profiles');
  return (
    <Modal
      open={profile !== null}
      onClose={onClose}
      title={t('pinDialogTitle', { name: profile?.name ?? '' })}
      size="md"
    >
      {profile && <PinForm key={profile.id} error={error} isPending={isPending} onSubmit={onSubmit} />}
    </Modal>
  );
}

function PinForm({ error, isPending, onSubmit }: Pick<PinDialogProps, 'error' | 'isPending' | 'onSubmit'>) {
  const t = useT('profiles');
  const [pin, setPin] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const ids = { field: useId(), hint: useId(), error: useId() };
  const isComplete = pin.length === PROFILES.PIN_DIGITS;
  // The dialog's showModal() focuses the field by its autofocus attribute; this covers a dialog already open.
  useEffect(() => inputRef.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || isPending) return;
    onSubmit(pin);
    // A refused PIN is typed again from the start, in the field.
    setPin('');
    inputRef.current?.focus();
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor={ids.field} className="mb-1.5 block text-sm font-medium">
          {t('pinLabel')}
        </label>
        <input
          id={ids.field}
          // showModal() focuses the element carrying the attribute; React's autoFocus alone is moved away by it.
          ref={(input) => {
            input?.setAttribute('autofocus', '');
            inputRef.current = input;
          }}
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={PROFILES.PIN_DIGITS}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, PROFILES.PIN_DIGITS))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          className="field max-w-40 text-center text-2xl tracking-[0.5em]"
        />
        <p id={ids.hint} className="mt-1.5 text-xs text-muted">
          {t('pinDigits', { count: PROFILES.PIN_DIGITS })}
        </p>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!isComplete || isPending}>
        {isPending ? t('checking') : t('continue')}
      </button>
    </form>
  );
}
