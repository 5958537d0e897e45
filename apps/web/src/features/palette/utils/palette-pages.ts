/** A page the command palette can open, with other words people may type for it. */
export type PalettePage = { label: string; to: string; words?: string };

/** The signed-in pages (docs/product/routes.md) in the order the palette lists them before anything is typed. */
export const PALETTE_PAGES: readonly PalettePage[] = [
  { label: 'Home', to: '/', words: 'start trending' },
  { label: 'Search', to: '/search', words: 'find' },
  { label: 'Watch-later list', to: '/watchlist', words: 'watchlist saved' },
  { label: 'History', to: '/history', words: 'recent' },
  { label: 'Watch history', to: '/profile/watchHistory', words: 'watched' },
  { label: 'Search history', to: '/profile/searchHistory' },
  { label: 'Chat history', to: '/profile/chatHistory' },
  { label: 'AI chat', to: '/chat', words: 'assistant recommend ask' },
  { label: 'Anime', to: '/anime', words: 'japan' },
  { label: 'K-drama', to: '/kdrama', words: 'kdrama korea' },
  { label: 'Top directors', to: '/directors', words: 'people' },
  { label: 'Fun', to: '/fun', words: 'live documentaries games news' },
  { label: 'Flappy Kinora', to: '/fun/flappy', words: 'game play leaderboard' },
  { label: 'Settings', to: '/profile', words: 'profile account export import data' },
  { label: 'Change password', to: '/profile/changepassword', words: 'security' },
  { label: 'Contact us', to: '/contactus', words: 'help support' },
  { label: 'Terms and information', to: '/profile/terms', words: 'privacy' },
];

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
