import { useId } from 'react';
import type { PlayableSource } from '../utils/player-sources';
import { SourceBadges } from './source-badges';

interface SourcePickerProps {
  sources: readonly PlayableSource[];
  selected: number;
  onSelect: (index: number) => void;
}

export const SOURCE_HINT = 'Switch to different sources if the current one gives an error.';

/** The sources as native radio buttons: one tab stop, arrow keys move between them, the choice plays at once. */
export function SourcePicker({ sources, selected, onSelect }: SourcePickerProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">Sources</legend>
      <p className="mt-1 text-sm text-muted">{SOURCE_HINT}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sources.map((source, index) => (
          <label
            key={source.kind === 'embed' ? source.url : source.name}
            className="flex cursor-pointer flex-col gap-1.5 rounded-xl border border-line bg-surface p-3 hover:border-accent/50 has-checked:border-accent has-checked:bg-raised has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                checked={index === selected}
                onChange={() => onSelect(index)}
                className="size-4 accent-(--color-accent)"
              />
              <span className="font-semibold">{source.name}</span>
            </span>
            {source.description && <span className="text-sm text-muted">{source.description}</span>}
            <SourceBadges flags={source.flags} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
