import { describe, expect, it } from 'vitest';
import { HISTORY_TABS, resolveHistoryTab } from './history-tabs';

describe('resolveHistoryTab', () => {
  it('follows the tab query parameter when it names a tab', () => {
    expect(resolveHistoryTab('watch', 'chat')).toBe('watch');
    expect(resolveHistoryTab('chat', null)).toBe('chat');
    expect(resolveHistoryTab('search', 'watch')).toBe('search');
  });

  it('otherwise uses the tab remembered this session', () => {
    expect(resolveHistoryTab(null, 'chat')).toBe('chat');
    expect(resolveHistoryTab('nonsense', 'watch')).toBe('watch');
  });

  it('defaults to search', () => {
    expect(resolveHistoryTab(null, null)).toBe('search');
    expect(resolveHistoryTab('Watch', 'garbage')).toBe('search');
  });
});

describe('history tabs', () => {
  it('are Search, Watch and Chat History with their empty messages', () => {
    expect(HISTORY_TABS.map((tab) => [tab.label, tab.empty])).toEqual([
      ['Search History', 'No search history found.'],
      ['Watch History', 'No watch history found.'],
      ['Chat History', 'No Chat history found.'],
    ]);
  });
});
