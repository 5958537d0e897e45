import type { HistoryKind } from '@kinora/domain';
import { type ComponentType, useMemo } from 'react';
import { useChatHistory, useSearchHistory, useWatchHistory } from '../api/history-queries';
import { chatRow, searchRow, watchRow } from '../history-rows';
import { HistoryList } from './history-list';

/** Each list reads its own server query and shapes its entries into rows; the rest is shared. */
function SearchHistoryList() {
  const query = useSearchHistory();
  const rows = useMemo(() => query.data?.map(searchRow), [query.data]);
  return <HistoryList kind="search" rows={rows} isError={query.isError} onRetry={() => query.refetch()} />;
}

function WatchHistoryList() {
  const query = useWatchHistory();
  const rows = useMemo(() => query.data?.map(watchRow), [query.data]);
  return <HistoryList kind="watch" rows={rows} isError={query.isError} onRetry={() => query.refetch()} />;
}

function ChatHistoryList() {
  const query = useChatHistory();
  const rows = useMemo(() => query.data?.map(chatRow), [query.data]);
  return <HistoryList kind="chat" rows={rows} isError={query.isError} onRetry={() => query.refetch()} />;
}

const LISTS: Record<HistoryKind, ComponentType> = {
  search: SearchHistoryList,
  watch: WatchHistoryList,
  chat: ChatHistoryList,
};

/** The list of one kind of history. */
export function HistoryListOf({ kind }: { kind: HistoryKind }) {
  const List = LISTS[kind];
  return <List />;
}
