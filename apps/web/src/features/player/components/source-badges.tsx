import type { SourceFlag } from '../utils/player-sources';

const FLAG_STYLE: Record<SourceFlag, string> = {
  adfree: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
  'Brave recommended': 'border-accent/40 bg-accent/10 text-accent',
  'Brave only': 'border-danger/40 bg-danger/10 text-danger',
};

export function SourceBadges({ flags }: { flags: readonly SourceFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {flags.map((flag) => (
        <span
          key={flag}
          className={`rounded-full border px-2 py-0.5 text-[11px] font-semibold ${FLAG_STYLE[flag]}`}
        >
          {flag}
        </span>
      ))}
    </span>
  );
}
