import { SelectField } from '@/components/select-field';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { TYPE_TEXTS, WATCHLIST_TYPES, type WatchlistType } from '../utils/watchlist-rules';

interface WatchlistTypeSwitchProps {
  type: WatchlistType;
  /** Null until the list has loaded: a count of 0 would be a claim. */
  counts: Record<WatchlistType, number> | null;
  onChange: (type: WatchlistType) => void;
}

/** Large screens: a sidebar of the two types, each with its count. */
export function WatchlistTypeSidebar({ type, counts, onChange }: WatchlistTypeSwitchProps) {
  const t = useT('watchlist');
  return (
    <nav aria-label={t('typeSwitchLabel')} className="hidden lg:block">
      <ul className="sticky top-6 flex flex-col gap-1 rounded-xl border border-line bg-surface p-2">
        {WATCHLIST_TYPES.map((option) => {
          const isSelected = option === type;
          return (
            <li key={option}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onChange(option)}
                className={`flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-sm font-semibold motion-safe:transition-colors ${
                  isSelected ? 'bg-accent text-on-accent' : 'text-muted hover:bg-raised hover:text-text'
                }`}
              >
                <span>{t(TYPE_TEXTS[option].name)}</span>
                {counts && (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${isSelected ? 'bg-on-accent/15' : 'bg-raised'}`}
                  >
                    {formatNumber(counts[option])}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Small screens: the same choice as a dropdown. */
export function WatchlistTypeSelect({ type, counts, onChange }: WatchlistTypeSwitchProps) {
  const t = useT('watchlist');
  const options = WATCHLIST_TYPES.map((option) => {
    const name = t(TYPE_TEXTS[option].name);
    return {
      value: option,
      label: counts ? t('typeWithCount', { type: name, count: formatNumber(counts[option]) }) : name,
    };
  });
  return (
    <SelectField
      label={t('typeSwitchLabel')}
      value={type}
      options={options}
      onChange={onChange}
      className="lg:hidden"
    />
  );
}
