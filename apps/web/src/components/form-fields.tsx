import { type InputHTMLAttributes, useState } from 'react';
import { useT } from '@/lib/i18n';
import { newPasswordHint } from '@/lib/new-password';

/** Labelled form fields shared by the sign-in, sign-up, password and contact forms. */

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

export function TextField({ id, label, ...inputProps }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input id={id} className="field" {...inputProps} />
    </div>
  );
}

interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** A line under the field that its screen-reader description repeats. */
  hint?: string;
}

/** A password input with a show/hide toggle, so people can check what they typed on a phone keyboard. */
export function PasswordField({ id, name, label, autoComplete, hint }: PasswordFieldProps) {
  const t = useT('common');
  const [isVisible, setVisible] = useState(false);
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={isVisible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-describedby={hint ? hintId : undefined}
          className="field pe-12"
        />
        <button
          type="button"
          aria-pressed={isVisible}
          aria-label={isVisible ? t('hidePassword') : t('showPassword')}
          onClick={() => setVisible((visible) => !visible)}
          className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-lg text-muted hover:text-text"
        >
          <EyeIcon isCrossed={isVisible} />
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** Reads named text fields of a submitted form; a missing field reads as '' and the server explains what is wrong. */
export function readFields<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<
    Name,
    string
  >;
}

/**
 * A new password and its confirmation, each with show/hide, with the length hint; `problem` (found on submit by
 * newPasswordProblem) says what is wrong with them.
 */
export function NewPasswordFields({
  idPrefix,
  name,
  problem,
}: {
  idPrefix: string;
  name: string;
  problem: string | null;
}) {
  const t = useT('common');
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new`}
        name={name}
        label={t('newPassword')}
        autoComplete="new-password"
        hint={newPasswordHint()}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        name="confirmPassword"
        label={t('confirmNewPassword')}
        autoComplete="new-password"
      />
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </>
  );
}
