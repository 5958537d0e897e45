import { describe, expect, it } from 'vitest';
import { matchPages, PALETTE_PAGES } from './palette-pages';

describe('matchPages', () => {
  it('lists every page before anything is typed', () => {
    expect(matchPages('   ')).toEqual(PALETTE_PAGES);
  });

  it('finds a page by its name or its other words, in any case, names starting with the text first', () => {
    expect(matchPages('watch').map((p) => p.to)).toEqual(['/watchlist', '/profile/watchHistory']);
    expect(matchPages('EXPORT').map((p) => p.label)).toEqual(['Settings']);
    expect(matchPages('game').map((p) => p.to)).toEqual(['/fun', '/fun/flappy']);
  });

  it('needs every typed word to match', () => {
    expect(matchPages('chat history').map((p) => p.to)).toEqual(['/profile/chatHistory']);
    expect(matchPages('nothing like this')).toEqual([]);
  });
});
