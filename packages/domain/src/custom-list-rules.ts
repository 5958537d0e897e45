/**
 * Lists of your own (docs/product/lists.md): named, ordered lists of titles a profile makes, each private or
 * shared by an unguessable link.
 */
export const CUSTOM_LISTS = {
  NAME_MAX_CHARS: 100,
  DESCRIPTION_MAX_CHARS: 1000,
  NOTE_MAX_CHARS: 500,
  /** Titles on one list. */
  ITEMS_MAX: 1000,
  /**
   * Lists per profile: an abuse guard, not a product limit (the promise is "no limit a person would reach").
   */
  LISTS_MAX_PER_PROFILE: 1000,
} as const;

/** Where a public list is read by anyone: `/l/{slug}` (the web app's page and the link "Copy link" copies). */
export const PUBLIC_LIST_PATH = '/l/';

/** What a list link answers when the list is private, deleted or never existed: one answer, so none is told apart. */
export const LIST_UNAVAILABLE_MESSAGE = 'This list is private or does not exist';

/** How a count of titles reads in messages: "1,000 titles". */
export const formatTitleCount = (count: number) =>
  `${count.toLocaleString('en-US')} title${count === 1 ? '' : 's'}`;
