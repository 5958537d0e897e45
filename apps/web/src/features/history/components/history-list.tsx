import { HISTORY, type HistoryKind } from '@kinora/domain';
import { type ComponentType, useMemo } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { Skeleton } from '@/components/skeleton';
import { useT } from '@/lib/i18n';
import { useShowMore } from '@/lib/use-show-more';
import { useChatHistory, useClearHistory, useSearchHistory, useWatchHistory } from '../api/history-api';
import { chatRow, type HistoryRow, searchRow, watchRow } from '../utils/history-rows';
import { historyTab } from '../utils/history-tabs';
import { HistoryRowItem } from './history-row-item';

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

interface HistoryListProps {
  kind: HistoryKind;
  rows: readonly HistoryRow[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

function HistorySkeleton() {
  const t = useT('history');
  return (
    <ul role="status" aria-label={t('loadingHistory')} className="flex flex-col gap-3">
      {Array.from({ length: HISTORY.INITIAL }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
        <li key={i} className="flex items-center gap-4 rounded-xl border border-line bg-surface p-3">
          <Skeleton className="aspect-[2/3] w-14 sm:w-16" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One history list, newest first: 6 rows, Load More adds 6; per-row delete and Clear all. */
function HistoryList({ kind, rows, isError, onRetry }: HistoryListProps) {
  const t = useT('history');
  const entries = useShowMore(HISTORY, { total: rows?.length ?? 0 });
  const clear = useClearHistory(kind);
  const tab = historyTab(kind);

  if (rows === undefined && isError) {
    return (
      <div role="alert" className="py-12 text-center">
        <p className="font-medium text-danger">{t('loadFailed', { kind })}</p>
        <button type="button" className="btn-ghost mt-4" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (rows === undefined) return <HistorySkeleton />;
  if (rows.length === 0) return <p className="py-12 text-center text-muted">{tab.empty}</p>;

  return (
    <div>
      <div className="mb-4 flex items-center justify-between gap-4">
        <p className="text-sm text-muted">{t('entryCount', { count: rows.length })}</p>
        <button
          type="button"
          className="btn-ghost min-h-10 px-4 hover:border-danger hover:text-danger"
          disabled={clear.isPending}
          onClick={() => clear.mutate({ kind })}
        >
          {clear.isPending ? t('clearing') : t('clearAll')}
        </button>
      </div>
      <ul aria-label={tab.label} className="flex flex-col gap-3">
        {rows.slice(0, entries.shown).map((row) => (
          <HistoryRowItem key={row.entryId} kind={kind} row={row} />
        ))}
      </ul>
      {entries.hasMore && <LoadMoreButton onClick={entries.more} />}
    </div>
  );
}
