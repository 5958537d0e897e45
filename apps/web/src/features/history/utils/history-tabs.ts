import { HISTORY_KINDS, type HistoryKind } from '@kinora/domain';
import type { TabDefinition } from '@/components/tab-bar';
import { type MessageKey, translate } from '@/lib/i18n';

export interface HistoryTab extends TabDefinition<HistoryKind> {
  /** What the list says when it has no entries. */
  empty: string;
}

/**
 * A tab named by its texts' keys in the `history` catalogue. The texts are looked up each time they are read,
 * so they come in the page's language, whenever this module was loaded.
 */
function historyTabOf(
  key: HistoryKind,
  label: MessageKey<'history'>,
  empty: MessageKey<'history'>,
): HistoryTab {
  return {
    key,
    get label() {
      return translate('history', label);
    },
    get empty() {
      return translate('history', empty);
    },
  };
}

/** The history tabs, in order, each with its list's empty message (docs/product/history.md). */
export const HISTORY_TABS: readonly HistoryTab[] = [
  historyTabOf('search', 'tabSearch', 'emptySearch'),
  historyTabOf('watch', 'tabWatch', 'emptyWatch'),
  historyTabOf('chat', 'tabChat', 'emptyChat'),
];

const DEFAULT_HISTORY_TAB: HistoryKind = 'search';

export function isHistoryKind(value: string | null): value is HistoryKind {
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
