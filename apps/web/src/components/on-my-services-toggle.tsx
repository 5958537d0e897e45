import { useId } from 'react';
import { useT } from '@/lib/i18n';

/**
 * The "On my services" switch of search and the watch-later list: when on, the list keeps only titles streaming on
 * the services picked in /profile (docs/product/my-services.md).
 */
export function OnMyServicesToggle({ isOn, onChange }: { isOn: boolean; onChange: (next: boolean) => void }) {
  const t = useT('common');
  const labelId = useId();
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        onClick={() => onChange(!isOn)}
        className={`relative h-7 w-12 shrink-0 rounded-full border border-line transition-colors motion-reduce:transition-none ${isOn ? 'bg-accent' : 'bg-raised'}`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-0.5 start-0 size-5.5 rounded-full bg-text transition-transform motion-reduce:transition-none ${isOn ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5'}`}
        />
      </button>
      <span id={labelId} className="text-sm font-medium">
        {t('onMyServices')}
      </span>
    </div>
  );
}
