/**
 * Cached answers are shared by every caller, so they are frozen: code that sorts or filters a result in place
 * fails loudly (a TypeError in strict mode) instead of silently corrupting what the next caller gets.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
