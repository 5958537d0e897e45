import { type FormEvent, useId, useState } from 'react';
import { Modal } from '@/components/modal';
import { useT } from '@/lib/i18n';
import { localToday, pickedDateProblem } from '../utils/watched-date';

interface PickDateDialogProps {
  open: boolean;
  /** What is marked, as people name it. */
  name: string;
  isSaving: boolean;
  onClose: () => void;
  onPick: (date: string) => void;
}

/** "Pick a date…": the day it was watched, today or earlier (the browser's date picker, or typed). */
export function PickDateDialog({ open, name, isSaving, onClose, onPick }: PickDateDialogProps) {
  const t = useT('mark-watched');
  const inputId = useId();
  const errorId = useId();
  const today = localToday();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('watchedOn') ?? '');
    const found = pickedDateProblem(value, localToday());
    setProblem(found);
    if (!found) onPick(value);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('dialogTitle', { name })} size="md">
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
            {t('dateLabel')}
          </label>
          <input
            id={inputId}
            name="watchedOn"
            type="date"
            max={today}
            defaultValue={today}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className="field"
          />
          {problem && (
            <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
              {problem}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('cancelButton')}
          </button>
          <button type="submit" className="btn-primary" disabled={isSaving} aria-busy={isSaving}>
            {t('markWatched')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
