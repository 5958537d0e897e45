import { HISTORY_KINDS, type HistoryKind } from '@kinora/domain';
import type { TabDefinition } from '@/components/tab-bar';

/** The history tabs, in order, each with its list's empty message (docs/product/history.md). */
export const HISTORY_TABS: readonly (TabDefinition<HistoryKind> & { empty: string })[] = [
  { key: 'search', label: 'Search History', empty: 'No search history found.' },
  { key: 'watch', label: 'Watch History', empty: 'No watch history found.' },
  { key: 'chat', label: 'Chat History', empty: 'No Chat history found.' },
];

const DEFAULT_HISTORY_TAB: HistoryKind = 'search';

function isHistoryKind(value: string | null): value is HistoryKind {
  return HISTORY_KINDS.some((kind) => kind === value);
}

/** The `tab` query parameter when it names a tab, otherwise the tab remembered this session, otherwise search. */
export function resolveHistoryTab(param: string | null, stored: string | null): HistoryKind {
  if (isHistoryKind(param)) return param;
  return isHistoryKind(stored) ? stored : DEFAULT_HISTORY_TAB;
}

export function historyTab(kind: HistoryKind) {
  return HISTORY_TABS.find((tab) => tab.key === kind)!;
}
