import { describe, expect, it } from 'vitest';
import { dropIndex, keyboardMoveTarget, movedAnnouncement, moveItem } from './reorder';

describe('moveItem', () => {
  it('moves one item up or down and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });

  it('clamps a target past either end and ignores an unknown source', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, -4)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('never changes the array it was given', () => {
    const items = ['a', 'b'];
    moveItem(items, 0, 1);
    expect(items).toEqual(['a', 'b']);
  });
});

describe('keyboardMoveTarget', () => {
  const key = (k: string, extra: Record<string, boolean> = {}) => ({ key: k, altKey: true, ...extra });

  it('moves one place with Alt+ArrowUp and Alt+ArrowDown', () => {
    expect(keyboardMoveTarget(key('ArrowUp'), 2, 5)).toBe(1);
    expect(keyboardMoveTarget(key('ArrowDown'), 2, 5)).toBe(3);
  });

  it('does nothing at the ends', () => {
    expect(keyboardMoveTarget(key('ArrowUp'), 0, 5)).toBeNull();
    expect(keyboardMoveTarget(key('ArrowDown'), 4, 5)).toBeNull();
  });

  it('leaves other keys and other modifiers alone', () => {
    expect(keyboardMoveTarget({ key: 'ArrowUp', altKey: false }, 2, 5)).toBeNull();
    expect(keyboardMoveTarget(key('ArrowLeft'), 2, 5)).toBeNull();
    expect(keyboardMoveTarget(key('ArrowUp', { shiftKey: true }), 2, 5)).toBeNull();
    expect(keyboardMoveTarget(key('ArrowUp', { ctrlKey: true }), 2, 5)).toBeNull();
    expect(keyboardMoveTarget(key('ArrowUp', { metaKey: true }), 2, 5)).toBeNull();
  });
});

describe('movedAnnouncement', () => {
  it('names the title and its new place counted from one', () => {
    expect(movedAnnouncement('Heat', 0, 3)).toBe('Heat moved to position 1 of 3');
  });
});

describe('dropIndex', () => {
  // Rows 40 px tall: middles at 20, 60, 100, 140.
  const middles = [20, 60, 100, 140];

  it('keeps the place while the pointer stays around the dragged row', () => {
    expect(dropIndex(middles, 1, 55)).toBe(1);
    expect(dropIndex(middles, 1, 70)).toBe(1);
  });

  it('goes before the first row whose middle is below the pointer', () => {
    expect(dropIndex(middles, 3, 10)).toBe(0);
    expect(dropIndex(middles, 3, 90)).toBe(2);
    expect(dropIndex(middles, 0, 110)).toBe(2);
  });

  it('goes last past the last middle', () => {
    expect(dropIndex(middles, 0, 500)).toBe(3);
  });
});
