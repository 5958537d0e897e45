import type { WatchTarget } from '@kinora/domain';
import { createContext, useContext } from 'react';
import { useT } from '@/lib/i18n';
import { OutlineIcon } from './outline-icon';

/** What pressing the button does, and whether that is under way (the button is then busy). */
export interface WatchLaterAction {
  add(target: WatchTarget): void;
  isAdding: boolean;
}

/**
 * The watch-later feature's action, handed down by the app (see app/providers.tsx): a hook each button calls for
 * itself, so a busy button never disables its neighbours. A shared component never calls the API on its own.
 */
const WatchLaterActionContext = createContext<(() => WatchLaterAction) | null>(null);
export const WatchLaterActionProvider = WatchLaterActionContext.Provider;

function missingAction(): never {
  throw new Error('WatchLaterButton needs a WatchLaterActionProvider above it.');
}

interface WatchLaterButtonProps {
  target: WatchTarget;
  label?: string;
  /** What a screen reader says when the visible label alone is ambiguous (one button per episode row). */
  ariaLabel?: string;
  className?: string;
}

/** The one watch-later button (hero, movie page, TV page, episode rows). */
export function WatchLaterButton({
  target,
  label,
  ariaLabel,
  className = 'btn-ghost',
}: WatchLaterButtonProps) {
  const t = useT('common');
  const useWatchLaterAction = useContext(WatchLaterActionContext) ?? missingAction;
  const action = useWatchLaterAction();
  return (
    <button
      type="button"
      className={className}
      disabled={action.isAdding}
      aria-busy={action.isAdding}
      aria-label={ariaLabel}
      onClick={() => action.add(target)}
    >
      <OutlineIcon viewBox="0 0 16 16" className="size-4">
        <path d="M8 3v10M3 8h10" strokeLinecap="round" />
      </OutlineIcon>
      {label ?? t('watchLater')}
    </button>
  );
}
