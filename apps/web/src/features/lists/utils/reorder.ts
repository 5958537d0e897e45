import { translate } from '@/lib/i18n';

/** The reordering rules of a list's page (docs/product/lists.md), as plain functions. */

/** `items` with the one at `from` taken out and put back at `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/**
 * Where a keyboard move takes the item at `index`: Alt+ArrowUp one place up, Alt+ArrowDown one place down. Null
 * when the key is not a move, or the item is already at that end (nothing to do, and the key is left alone).
 */
export function keyboardMoveTarget(
  event: { key: string; altKey: boolean; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean },
  index: number,
  length: number,
): number | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
  if (step === 0) return null;
  const target = index + step;
  return target < 0 || target >= length ? null : target;
}

/** What the live region says after a move, in the page's language: the title and its new place, counted from 1. */
export function movedAnnouncement(title: string, index: number, length: number): string {
  return translate('lists', 'movedAnnouncement', { title, position: index + 1, count: length });
}

/**
 * While dragging: the index the dragged item belongs at for a pointer at `y`, given each row's vertical middle in
 * the order shown (the dragged row's own middle included). It goes before the first row whose middle is below
 * the pointer.
 */
export function dropIndex(middles: readonly number[], draggedIndex: number, y: number): number {
  let before = middles.findIndex((middle, index) => index !== draggedIndex && y < middle);
  if (before === -1) before = middles.length;
  // Taking the dragged row out shifts everything after it up by one.
  return before > draggedIndex ? before - 1 : before;
}
