import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { useSourceLabels } from '../hooks/use-source-labels';
import type { PlayableSource, SourceFlag } from '../utils/player-sources';

interface SourcePickerProps {
  sources: readonly PlayableSource[];
  selected: number;
  onSelect: (index: number) => void;
}

/** The sources as native radio buttons: one tab stop, arrow keys move between them, the choice plays at once. */
export function SourcePicker({ sources, selected, onSelect }: SourcePickerProps) {
  const t = useT('player');
  const labels = useSourceLabels();
  const name = useId();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{t('sourcesHeading')}</legend>
      <p className="mt-1 text-sm text-muted">{t('sourcesHint')}</p>
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
              <span className="font-semibold">{labels.name(source)}</span>
            </span>
            {labels.description(source) && (
              <span className="text-sm text-muted">{labels.description(source)}</span>
            )}
            <SourceBadges flags={source.flags} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const FLAG_STYLE: Record<SourceFlag, string> = {
  adfree: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
  'Brave recommended': 'border-accent/40 bg-accent/10 text-accent',
  'Brave only': 'border-danger/40 bg-danger/10 text-danger',
};

function SourceBadges({ flags }: { flags: readonly SourceFlag[] }) {
  const labels = useSourceLabels();
  if (flags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {flags.map((flag) => (
        <span
          key={flag}
          className={`rounded-full border px-2 py-0.5 text-[11px] font-semibold ${FLAG_STYLE[flag]}`}
        >
          {labels.flag(flag)}
        </span>
      ))}
    </span>
  );
}
