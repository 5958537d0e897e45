/** Router state that asks /search to put the cursor in its box on arrival (the '/' shortcut sends it). */
export const FOCUS_SEARCH_STATE = { focusSearch: true } as const;

export function wantsSearchFocus(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { focusSearch?: unknown }).focusSearch === true
  );
}
