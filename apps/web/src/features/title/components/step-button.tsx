import type { StepAction } from '../utils/step-limits';

const LABEL: Record<Exclude<StepAction, null>, string> = { more: 'Load More', less: 'Load Less' };

/** The one button under a cast or similar list: Load More while it can grow, then Load Less. */
export function StepButton({ action, onPress }: { action: StepAction; onPress: () => void }) {
  if (!action) return null;
  return (
    <div className="mt-5 flex justify-center">
      <button type="button" className="btn-ghost" onClick={onPress}>
        {LABEL[action]}
      </button>
    </div>
  );
}
