import { useId } from 'react';

interface SelectFieldProps<Value extends string> {
  /** The accessible name; shown only to screen readers (the options say what they are). */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  className?: string;
}

/** A small dropdown on the native <select>, so keyboards, screen readers and phones all know how to use it. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  className = '',
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className="field w-auto min-w-36 cursor-pointer bg-surface pe-8 text-sm font-medium"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
