/**
 * Takes `groupSize` items from `first`, then `groupSize` from `second`, and so on, up to `limit` items. When one
 * list runs out the other fills the rest, so a short list never leaves the area half empty.
 */
export function interleaveInGroups<T>(
  first: readonly T[],
  second: readonly T[],
  groupSize: number,
  limit: number,
): T[] {
  const result: T[] = [];
  for (let at = 0; result.length < limit && (at < first.length || at < second.length); at += groupSize) {
    result.push(...first.slice(at, at + groupSize), ...second.slice(at, at + groupSize));
  }
  return result.slice(0, limit);
}
