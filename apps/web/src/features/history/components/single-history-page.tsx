import type { HistoryKind } from '@kinora/domain';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { historyTab } from '../utils/history-tabs';
import { HistoryListOf } from './history-list';

/** /profile/searchHistory, /profile/watchHistory and /profile/chatHistory: one list each, under its heading. */
export function SingleHistoryPage({ kind }: { kind: HistoryKind }) {
  const t = useT('history');
  const { label } = historyTab(kind);
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('singleDocumentTitle', { label })}</title>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{label}</h1>
        <Link to={`/history?tab=${kind}`} className="link text-sm">
          {t('allHistory')}
        </Link>
      </div>
      <HistoryListOf kind={kind} />
    </section>
  );
}
