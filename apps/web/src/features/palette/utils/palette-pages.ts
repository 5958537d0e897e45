import { type MessageKey, translate } from '@/lib/i18n';

/** A page the command palette can open, with other words people may type for it. */
export type PalettePage = { label: string; to: string; words?: string };

type PageTexts = { to: string; label: MessageKey<'palette'>; words?: MessageKey<'palette'> };

/** The signed-in pages (docs/product/routes.md) in the order the palette lists them before anything is typed. */
const PAGES: readonly PageTexts[] = [
  { label: 'pageHome', to: '/', words: 'wordsHome' },
  { label: 'pageSearch', to: '/search', words: 'wordsSearch' },
  { label: 'pageWatchlist', to: '/watchlist', words: 'wordsWatchlist' },
  { label: 'pageHistory', to: '/history', words: 'wordsHistory' },
  { label: 'pageWatchHistory', to: '/profile/watchHistory', words: 'wordsWatchHistory' },
  { label: 'pageSearchHistory', to: '/profile/searchHistory' },
  { label: 'pageChatHistory', to: '/profile/chatHistory' },
  { label: 'pageChat', to: '/chat', words: 'wordsChat' },
  { label: 'pageAnime', to: '/anime', words: 'wordsAnime' },
  { label: 'pageKdrama', to: '/kdrama', words: 'wordsKdrama' },
  { label: 'pageDirectors', to: '/directors', words: 'wordsDirectors' },
  { label: 'pageFun', to: '/fun', words: 'wordsFun' },
  { label: 'pageFlappy', to: '/fun/flappy', words: 'wordsFlappy' },
  { label: 'pageSettings', to: '/profile', words: 'wordsSettings' },
  { label: 'pageChangePassword', to: '/profile/changepassword', words: 'wordsChangePassword' },
  { label: 'pageContact', to: '/contactus', words: 'wordsContact' },
  { label: 'pageTerms', to: '/profile/terms', words: 'wordsTerms' },
];

/** The pages with their names and words in the page's language, read when asked for (the language is set by then). */
export const PALETTE_PAGES: readonly PalettePage[] = PAGES.map(({ to, label, words }) => ({
  to,
  get label() {
    return translate('palette', label);
  },
  get words() {
    return words ? translate('palette', words) : undefined;
  },
}));

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The pages whose name or words hold every word typed, names that start with the text first. */
export function matchPages(text: string, pages: readonly PalettePage[] = PALETTE_PAGES): PalettePage[] {
  const typed = fold(text).split(/\s+/).filter(Boolean);
  if (typed.length === 0) return [...pages];
  const hits = pages.filter((page) => {
    const haystack = fold(`${page.label} ${page.words ?? ''}`);
    return typed.every((word) => haystack.includes(word));
  });
  const first = fold(text.trim());
  return hits.sort(
    (a, b) => Number(fold(b.label).startsWith(first)) - Number(fold(a.label).startsWith(first)),
  );
}
