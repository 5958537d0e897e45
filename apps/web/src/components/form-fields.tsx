import { type InputHTMLAttributes, useState } from 'react';

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
}

/** A password input with a show/hide toggle, so people can check what they typed on a phone keyboard. */
export function PasswordField({ id, name, label, autoComplete }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
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
          className="field pr-12"
        />
        <button
          type="button"
          aria-pressed={isVisible}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((visible) => !visible)}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-muted hover:text-text"
        >
          <EyeIcon isCrossed={isVisible} />
        </button>
      </div>
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

/** A new password and its confirmation, each with show/hide; `mismatch` (checked on submit) says they differ. */
export function NewPasswordFields({
  idPrefix,
  name,
  mismatch,
}: {
  idPrefix: string;
  name: string;
  mismatch: boolean;
}) {
  return (
    <>
      <PasswordField id={`${idPrefix}-new`} name={name} label="New password" autoComplete="new-password" />
      <PasswordField
        id={`${idPrefix}-confirm`}
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
      />
      {mismatch && (
        <p role="alert" className="text-sm text-danger">
          The new passwords do not match.
        </p>
      )}
    </>
  );
}
