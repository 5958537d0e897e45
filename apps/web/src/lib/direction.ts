/**
 * Whether an element lays out right to left: the nearest `dir` says so (the page's `<html dir>`, which comes with
 * its language). Keys and scrolling that mean "forward" and "back" follow it, as the layout does.
 */
export function isRightToLeft(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}
