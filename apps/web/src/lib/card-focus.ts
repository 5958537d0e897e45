import {
  ARROW_CARD_SELECTOR,
  ARROW_ROW_SELECTOR,
  type CardBox,
  isArrowKey,
  nextCardIndex,
} from './arrow-navigation';
import { scrollBehavior } from './reduced-motion';

/** The card an event came from, when its target is one (cards are links: focus sits on the card itself). */
export function cardOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof HTMLElement && target.matches(ARROW_CARD_SELECTOR) ? target : null;
}

/** A card the person can see and reach: drawn with a size, and not behind an open dialog (inert). */
function isReachable(card: HTMLElement): boolean {
  const box = card.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && !card.closest('[inert]');
}

/** A modal or the palette is open: the keys are theirs. */
export function hasOpenOverlay(): boolean {
  return document.querySelector('dialog[open], [aria-modal="true"]') !== null;
}

/** The page itself has the focus (nothing, the main region, or a card): Escape and Backspace have no other owner. */
export function isPageLevel(target: EventTarget | null): boolean {
  return (
    target === document.body ||
    target === document.documentElement ||
    (target instanceof HTMLElement && target.id === 'main') ||
    cardOf(target) !== null
  );
}

/** Focuses a card and scrolls it, in its row and in the window, just into view (instantly for reduced motion). */
export function focusCard(card: HTMLElement): void {
  card.focus({ preventScroll: true });
  card.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() });
}

/**
 * The card `key` moves to from `card`: arrows by the spatial rule (arrow-navigation.ts) over every reachable card
 * on the page, Home and End to the ends of the card's carousel row. Null when there is no move.
 */
export function cardAfterKey(card: HTMLElement, key: string): HTMLElement | null {
  if (key === 'Home' || key === 'End') {
    const row = card.closest<HTMLElement>(ARROW_ROW_SELECTOR);
    if (!row) return null;
    const inRow = [...row.querySelectorAll<HTMLElement>(ARROW_CARD_SELECTOR)].filter(isReachable);
    return (key === 'Home' ? inRow[0] : inRow.at(-1)) ?? null;
  }
  if (!isArrowKey(key)) return null;
  const cards = [...document.querySelectorAll<HTMLElement>(ARROW_CARD_SELECTOR)].filter(isReachable);
  const from = cards.indexOf(card);
  if (from < 0) return null;
  const boxes: CardBox[] = cards.map((each) => each.getBoundingClientRect());
  const next = nextCardIndex(boxes, from, key);
  return next === null ? null : (cards[next] ?? null);
}

/** What Back needs to put a person where they were: which card, and how far its row and the page were scrolled. */
export interface RememberedCard {
  href: string;
  /** The title of the carousel row that holds it (null: none, a grid): one title can be in two rows. */
  rowTitle: string | null;
  /** Its place among the cards of that row (or of the page). */
  index: number;
  rowScrollLeft: number | null;
  scrollY: number;
}

const cardsIn = (scope: ParentNode) => [...scope.querySelectorAll<HTMLElement>(ARROW_CARD_SELECTOR)];
const rowTitled = (title: string) =>
  [...document.querySelectorAll<HTMLElement>(ARROW_ROW_SELECTOR)].find(
    (row) => row.getAttribute('data-arrow-row') === title,
  );

/** Enough history entries for any Back a person makes; older ones are forgotten first. */
const REMEMBERED_ENTRIES = 50;
/** Per history entry (react-router's location key); in memory, so a reload starts afresh. */
const remembered = new Map<string, RememberedCard>();

export function rememberCard(entryKey: string, card: HTMLElement): void {
  const href = card.getAttribute('href');
  if (!href) return;
  const row = card.closest<HTMLElement>(ARROW_ROW_SELECTOR);
  remembered.delete(entryKey);
  remembered.set(entryKey, {
    href,
    rowTitle: row ? row.getAttribute('data-arrow-row') : null,
    index: cardsIn(row ?? document).indexOf(card),
    rowScrollLeft: row ? row.scrollLeft : null,
    scrollY: window.scrollY,
  });
  if (remembered.size > REMEMBERED_ENTRIES) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
}

export function rememberedCard(entryKey: string): RememberedCard | undefined {
  return remembered.get(entryKey);
}

/**
 * The remembered card on the page as it is now: in its row, at its old place or elsewhere in that row, else
 * anywhere by its link. Null while it has not rendered yet.
 */
export function findRememberedCard(saved: RememberedCard): HTMLElement | null {
  const row = saved.rowTitle === null ? undefined : rowTitled(saved.rowTitle);
  if (saved.rowTitle !== null && !row) return null;
  const cards = cardsIn(row ?? document);
  const isSaved = (card: HTMLElement | undefined) => card?.getAttribute('href') === saved.href;
  const atPlace = cards[saved.index];
  if (isSaved(atPlace)) return atPlace ?? null;
  return cards.find(isSaved) ?? null;
}

/** Scrolls the page and the card's row back as they were, then focuses the card (instantly: this is a return). */
export function restoreCard(card: HTMLElement, saved: RememberedCard): void {
  window.scrollTo({ top: saved.scrollY, behavior: 'instant' });
  const row = card.closest<HTMLElement>(ARROW_ROW_SELECTOR);
  if (row && saved.rowScrollLeft !== null) row.scrollTo({ left: saved.rowScrollLeft, behavior: 'instant' });
  card.focus({ preventScroll: true });
  card.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
}
