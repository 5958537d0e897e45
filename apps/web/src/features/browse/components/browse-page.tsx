import type { BrowseKind } from '@kinora/domain';
import { LoadMoreButton } from '@/components/load-more-button';
import { Spinner } from '@/components/spinner';
import { TabBar, TabPanel } from '@/components/tab-bar';
import { BROWSE_HEADINGS, BROWSE_TABS } from '../browse-kinds';
import { useBrowseList } from '../hooks/use-browse-list';
import { useBrowseState } from '../hooks/use-browse-state';
import { BrowseGrid } from './browse-grid';
import { MediaSelect } from './media-select';

const TABS_ID = 'browse';

/** /anime and /kdrama (PRODUCT.md section 2): one page, parametrised by the kind of catalogue it browses. */
export function BrowsePage({ kind }: { kind: BrowseKind }) {
  const heading = BROWSE_HEADINGS[kind];
  const { state, selectTab, changeMedia, loadMore } = useBrowseState(kind);
  const list = useBrowseList(kind, state.media, state.active, state.visible[state.active]);
  const activeLabel = BROWSE_TABS.find((tab) => tab.key === state.active)?.label ?? '';

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{`${heading} - Kinora`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <MediaSelect value={state.media} onChange={changeMedia} />
      </div>
      <TabBar
        label={`${heading} lists`}
        tabs={BROWSE_TABS}
        selected={state.active}
        onSelect={selectTab}
        idPrefix={TABS_ID}
        className="mt-6"
      />
      <TabPanel idPrefix={TABS_ID} tabKey={state.active} className="pt-6">
        {list.isLoading ? (
          <Spinner label={`Loading ${activeLabel}`} className="min-h-64 items-center" />
        ) : list.isEmpty ? (
          <p className="py-16 text-center text-muted">Nothing to show here yet.</p>
        ) : (
          <BrowseGrid items={list.shown} media={state.media} />
        )}
        {!list.isLoading && list.canLoadMore && (
          <LoadMoreButton onClick={loadMore} busy={list.isLoadingMore} />
        )}
      </TabPanel>
    </section>
  );
}
