import { useId } from 'react';
import { useT } from '@/lib/i18n';

interface PublicSwitchProps {
  isPublic: boolean;
  disabled?: boolean;
  /** Which list, for screen readers: "Public: Weekend". */
  listName: string;
  onChange: (isPublic: boolean) => void;
}

/** Private or public: a switch, its state said in words beside it as well as by its colour. */
export function PublicSwitch({ isPublic, disabled, listName, onChange }: PublicSwitchProps) {
  const t = useT('lists');
  const labelId = useId();
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="sr-only">
        {t('publicLabel', { name: listName })}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={isPublic}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => onChange(!isPublic)}
        className={`relative h-7 w-12 shrink-0 rounded-full border border-line motion-safe:transition-colors disabled:opacity-60 ${isPublic ? 'bg-accent' : 'bg-raised'}`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-0.5 start-0 size-5.5 rounded-full bg-text motion-safe:transition-transform ${isPublic ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5'}`}
        />
      </button>
      <span aria-hidden="true" className="text-sm text-muted">
        {isPublic ? t('public') : t('private')}
      </span>
    </div>
  );
}
