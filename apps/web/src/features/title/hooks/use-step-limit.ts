import { useState } from 'react';
import { nextVisible, type StepLimits, stepAction } from '../utils/step-limits';

/** The visible count of a Load More / Load Less list of `total` items (CAST, SIMILAR). */
export function useStepLimit(limits: StepLimits, total: number) {
  const [requested, setRequested] = useState<number>(limits.INITIAL);
  const visible = Math.min(requested, total);
  return {
    visible,
    action: stepAction(limits, visible, total),
    press: () => setRequested(nextVisible(limits, visible, total)),
  };
}
