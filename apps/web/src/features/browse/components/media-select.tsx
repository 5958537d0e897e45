import type { MediaPath } from '@kinora/domain';
import { useId } from 'react';
import { BROWSE_MEDIA_OPTIONS } from '../browse-kinds';

interface MediaSelectProps {
  value: MediaPath;
  onChange: (media: MediaPath) => void;
}

/** The 'TV Shows' / 'Movies' dropdown: a native select, so keyboards, screen readers and phones all know it. */
export function MediaSelect({ value, onChange }: MediaSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Media type
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as MediaPath)}
        className="field w-auto min-w-36 cursor-pointer bg-surface pr-8 text-sm font-medium"
      >
        {BROWSE_MEDIA_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
