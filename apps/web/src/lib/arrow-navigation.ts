/**
 * The one spatial-navigation rule for card rows and grids, on plain boxes (no DOM) so it can be tested alone.
 *
 * Cards sit on lines: two cards share a line when their tops are less than half a card's height apart (a
 * carousel row is one line however far it scrolls; a grid has one line per row of cards). Left and Right move
 * to the next card on the same line, Up and Down to the nearest line above or below, onto its card closest by
 * horizontal position. Nothing wraps: at an end there is no move.
 */

/** Marks a card (a link) that the arrow keys move between: spread it on the card's element. */
export const ARROW_CARD = { 'data-arrow-card': '' } as const;
/** Marks a carousel row, by its title: Home and End go to its first and last card, and Back finds it again. */
export const arrowRow = (title: string) => ({ 'data-arrow-row': title });
export const ARROW_CARD_SELECTOR = '[data-arrow-card]';
export const ARROW_ROW_SELECTOR = '[data-arrow-row]';

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export const ARROW_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

export function isArrowKey(key: string): key is ArrowKey {
  return ARROW_KEYS.includes(key);
}

/** Where a card is drawn, in viewport pixels (a DOMRect fits). */
export interface CardBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const centreX = (box: CardBox) => box.left + box.width / 2;

/** Half a card's height: closer tops than this are the same line, farther ones another line. */
const isSameLine = (box: CardBox, other: CardBox) => Math.abs(other.top - box.top) < box.height / 2;

/**
 * The index in `boxes` of the card that `key` moves to from `boxes[from]`, or null when there is none that way.
 * Ties (two cards equally close) go to the one first in reading order.
 */
export function nextCardIndex(boxes: readonly CardBox[], from: number, key: ArrowKey): number | null {
  const current = boxes[from];
  if (!current) return null;
  const others = boxes.map((box, index) => ({ box, index })).filter(({ index }) => index !== from);

  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const direction = key === 'ArrowRight' ? 1 : -1;
    const onLine = others.filter(
      ({ box }) => isSameLine(current, box) && (centreX(box) - centreX(current)) * direction > 0,
    );
    return closest(onLine, ({ box }) => Math.abs(centreX(box) - centreX(current)));
  }

  const direction = key === 'ArrowDown' ? 1 : -1;
  const beyond = others.filter(
    ({ box }) => !isSameLine(current, box) && (box.top - current.top) * direction > 0,
  );
  // The nearest line that way: the card whose top is nearest, and every card on the same line as it.
  const nearest = closest(beyond, ({ box }) => Math.abs(box.top - current.top));
  if (nearest === null) return null;
  const lineStart = boxes[nearest] as CardBox;
  const line = beyond.filter(({ box }) => isSameLine(lineStart, box));
  return closest(line, ({ box }) => Math.abs(centreX(box) - centreX(current)));
}

function closest<T extends { index: number }>(
  items: readonly T[],
  distance: (item: T) => number,
): number | null {
  let best: { index: number; distance: number } | null = null;
  for (const item of items) {
    const value = distance(item);
    if (!best || value < best.distance || (value === best.distance && item.index < best.index)) {
      best = { index: item.index, distance: value };
    }
  }
  return best?.index ?? null;
}
