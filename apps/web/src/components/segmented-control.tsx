import { useId } from 'react';

interface SegmentOption<Value extends string> {
  value: Value;
  label: string;
}

interface SegmentedControlProps<Value extends string> {
  /** The group's accessible name, e.g. 'Search for'; shown only to screen readers unless `isLabelVisible`. */
  label: string;
  options: readonly SegmentOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  isLabelVisible?: boolean;
  className?: string;
}

/**
 * A small choice of one among a few (Movies / TV Show / Person), drawn as joined buttons but built on native
 * radio inputs: the browser then gives it one tab stop, arrow keys that move and select, and the right roles.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  isLabelVisible = false,
  className = '',
}: SegmentedControlProps<Value>) {
  const name = useId();
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className={isLabelVisible ? 'mb-2 text-sm font-medium text-muted' : 'sr-only'}>{label}</legend>
      <div className="inline-flex max-w-full gap-1 rounded-xl border border-line bg-surface/90 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex min-h-9 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-muted motion-safe:transition-colors hover:text-text has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
