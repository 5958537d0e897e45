/** A list that opens with INITIAL items, grows by STEP per Load More up to MAX, and Load Less folds back. */
export interface StepLimits {
  readonly INITIAL: number;
  readonly STEP: number;
  readonly MAX: number;
}

/** What the list's one button offers now: more, less, or nothing when everything fits in the first fold. */
export type StepAction = 'more' | 'less' | null;

export function initialVisible(limits: StepLimits, total: number): number {
  return Math.min(limits.INITIAL, total);
}

export function stepAction(limits: StepLimits, visible: number, total: number): StepAction {
  if (visible < Math.min(limits.MAX, total)) return 'more';
  if (visible > limits.INITIAL) return 'less';
  return null;
}

/** The visible count after pressing the list's button. */
export function nextVisible(limits: StepLimits, visible: number, total: number): number {
  const action = stepAction(limits, visible, total);
  if (action === 'more') return Math.min(visible + limits.STEP, limits.MAX, total);
  if (action === 'less') return initialVisible(limits, total);
  return visible;
}
