import { describe, expect, it } from 'vitest';
import { type CardBox, nextCardIndex } from './arrow-navigation';

const card = (left: number, top: number, width = 90, height = 150): CardBox => ({ left, top, width, height });

// Two carousel rows: the second is scrolled 60 px further than the first, so its cards sit between the first's.
const ROWS: CardBox[] = [
  card(0, 0), // 0: row 1
  card(100, 0), // 1
  card(200, 0), // 2
  card(300, 0), // 3
  card(-60, 200), // 4: row 2
  card(40, 200), // 5
  card(140, 200), // 6
  card(240, 200), // 7
];

// A grid of three columns and three lines, under a row; the last line is short.
const GRID: CardBox[] = [
  card(0, 0),
  card(100, 0),
  card(200, 0),
  card(0, 180),
  card(100, 180),
  card(200, 180),
  card(0, 360),
];

describe('within a row', () => {
  it('Right and Left move to the next and the previous card', () => {
    expect(nextCardIndex(ROWS, 1, 'ArrowRight')).toBe(2);
    expect(nextCardIndex(ROWS, 1, 'ArrowLeft')).toBe(0);
  });

  it('stops at the ends of the row instead of wrapping into another row', () => {
    expect(nextCardIndex(ROWS, 3, 'ArrowRight')).toBeNull();
    expect(nextCardIndex(ROWS, 0, 'ArrowLeft')).toBeNull();
    expect(nextCardIndex(ROWS, 4, 'ArrowLeft')).toBeNull();
  });

  it('reaches a card scrolled out of view to the right', () => {
    const row = [card(0, 0), card(100, 0), card(1800, 0), card(1900, 0)];
    expect(nextCardIndex(row, 1, 'ArrowRight')).toBe(2);
  });

  it('keeps one line when a card is a few pixels taller or lower than its neighbours', () => {
    const row = [card(0, 0), card(100, 4, 90, 170)];
    expect(nextCardIndex(row, 0, 'ArrowRight')).toBe(1);
    expect(nextCardIndex(row, 0, 'ArrowDown')).toBeNull();
  });
});

describe('between rows', () => {
  it('Down goes to the card of the row below nearest by horizontal position', () => {
    // Card 2 is centred at 245: row 2's card 7 (centred at 285) is 40 away, card 6 (185) 60 away.
    expect(nextCardIndex(ROWS, 2, 'ArrowDown')).toBe(7);
    expect(nextCardIndex(ROWS, 0, 'ArrowDown')).toBe(5);
  });

  it('Up goes to the card of the row above nearest by horizontal position', () => {
    expect(nextCardIndex(ROWS, 6, 'ArrowUp')).toBe(1);
    expect(nextCardIndex(ROWS, 4, 'ArrowUp')).toBe(0);
  });

  it('goes to the nearest row only, skipping none and jumping over none', () => {
    const three = [card(0, 0), card(0, 200), card(0, 400)];
    expect(nextCardIndex(three, 0, 'ArrowDown')).toBe(1);
    expect(nextCardIndex(three, 2, 'ArrowUp')).toBe(1);
  });

  it('has no move above the first row or below the last', () => {
    expect(nextCardIndex(ROWS, 1, 'ArrowUp')).toBeNull();
    expect(nextCardIndex(ROWS, 5, 'ArrowDown')).toBeNull();
  });

  it('takes the first card in reading order when two are equally near', () => {
    const tie = [card(50, 0), card(0, 200), card(100, 200)];
    expect(nextCardIndex(tie, 0, 'ArrowDown')).toBe(1);
  });

  it('moves between a short row of wide cards and a row of posters', () => {
    const mixed = [card(0, 0, 300, 200), card(310, 0, 300, 200), card(0, 260), card(400, 260)];
    expect(nextCardIndex(mixed, 1, 'ArrowDown')).toBe(3);
    expect(nextCardIndex(mixed, 3, 'ArrowUp')).toBe(1);
  });
});

describe('in a grid', () => {
  it('Down and Up move by one grid line, in the same column', () => {
    expect(nextCardIndex(GRID, 1, 'ArrowDown')).toBe(4);
    expect(nextCardIndex(GRID, 4, 'ArrowUp')).toBe(1);
    expect(nextCardIndex(GRID, 3, 'ArrowDown')).toBe(6);
  });

  it('Down onto a short last line goes to its nearest card', () => {
    expect(nextCardIndex(GRID, 5, 'ArrowDown')).toBe(6);
  });

  it('Right stops at the end of a grid line', () => {
    expect(nextCardIndex(GRID, 2, 'ArrowRight')).toBeNull();
    expect(nextCardIndex(GRID, 3, 'ArrowLeft')).toBeNull();
  });
});

it('has no move from a card that is not in the list', () => {
  expect(nextCardIndex(ROWS, 99, 'ArrowRight')).toBeNull();
});

describe('right to left', () => {
  // A row laid out from the right, as in Arabic: the first card (in reading order) is the rightmost.
  const RTL_ROW: CardBox[] = [card(300, 0), card(200, 0), card(100, 0), card(0, 0)];

  it('Left moves to the next card in reading order, Right to the previous: the visually next card', () => {
    expect(nextCardIndex(RTL_ROW, 0, 'ArrowLeft')).toBe(1);
    expect(nextCardIndex(RTL_ROW, 2, 'ArrowRight')).toBe(1);
  });

  it('stops at the start of the row, on the right', () => {
    expect(nextCardIndex(RTL_ROW, 0, 'ArrowRight')).toBeNull();
    expect(nextCardIndex(RTL_ROW, 3, 'ArrowLeft')).toBeNull();
  });
});
