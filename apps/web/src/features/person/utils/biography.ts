import { PERSON } from '@kinora/domain';

/** What the biography's button offers: more text, folding back, or nothing for a short biography. */
export type BiographyAction = 'more' | 'less' | null;

export function biographyAction(shownChars: number, length: number): BiographyAction {
  if (length <= PERSON.BIOGRAPHY_INITIAL_CHARS) return null;
  return shownChars < length ? 'more' : 'less';
}

/** 'Read more' adds BIOGRAPHY_STEP_CHARS; 'Read less' (once all is shown) goes back to the first fold. */
export function nextShownChars(shownChars: number, length: number): number {
  const action = biographyAction(shownChars, length);
  if (action === 'more') return Math.min(shownChars + PERSON.BIOGRAPHY_STEP_CHARS, length);
  if (action === 'less') return PERSON.BIOGRAPHY_INITIAL_CHARS;
  return shownChars;
}

/** The visible part of the biography, with an ellipsis where it is cut. */
export function visibleBiography(text: string, shownChars: number): string {
  return text.length <= shownChars ? text : `${text.slice(0, shownChars).trimEnd()}…`;
}
