import { type HistoryKind, SESSION_KEYS } from '@kinora/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { TabBar, TabPanel } from '@/components/tab-bar';
import { useT } from '@/lib/i18n';
import { sessionStore } from '@/lib/storage';
import { useStoredItem } from '@/lib/use-stored-item';
import { HISTORY_TABS, isHistoryKind, resolveHistoryTab } from '../utils/history-tabs';
import { HistoryListOf } from './history-list';

const TABS_ID = 'history';

/** /history: the three histories as tabs; the tab is in the URL (shareable) and remembered for the session. */
export function HistoryPage() {
  const t = useT('history');
  const [params, setParams] = useSearchParams();
  const [storedTab, rememberTab] = useStoredItem(sessionStore, SESSION_KEYS.HISTORY_TAB);
  const tabInUrl = params.get('tab');
  const tab = resolveHistoryTab(tabInUrl, storedTab);

  // Only a tab the URL names is remembered (tabs set the URL when chosen): the tab shown while the server's markup
  // is adopted is the default, not a choice.
  useEffect(() => {
    if (isHistoryKind(tabInUrl)) rememberTab(tabInUrl);
  }, [tabInUrl, rememberTab]);

  const selectTab = (next: HistoryKind) => setParams({ tab: next }, { replace: true });

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('historyDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('history')}</h1>
      <TabBar
        label={t('tabsLabel')}
        tabs={HISTORY_TABS}
        selected={tab}
        onSelect={selectTab}
        idPrefix={TABS_ID}
        isFilledOnPhones
        className="mt-6"
      />
      <TabPanel idPrefix={TABS_ID} tabKey={tab} className="pt-6">
        {/* Keyed, so each tab starts at its first page. */}
        <HistoryListOf key={tab} kind={tab} />
      </TabPanel>
    </section>
  );
}
