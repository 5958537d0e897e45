import {
  type BrowseKind,
  type CatalogueItem,
  MEDIA_TYPE_BY_PATH,
  type MediaPath,
  titleOf,
} from '@kinora/domain';
import { LoadMoreButton } from '@/components/load-more-button';
import { PosterCard } from '@/components/poster-card';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { TabBar, TabPanel } from '@/components/tab-bar';

import { useT } from '@/lib/i18n';
import { titleHref } from '@/lib/links';
import { useBrowseList } from '../hooks/use-browse-list';
import { useBrowseState } from '../hooks/use-browse-state';
import { BROWSE_HEADINGS, BROWSE_MEDIA_OPTIONS, BROWSE_TABS } from '../utils/browse-choices';

const TABS_ID = 'browse';

/** /anime and /kdrama: one page, parametrised by the kind of catalogue it browses. */
export function BrowsePage({ kind }: { kind: BrowseKind }) {
  const t = useT('browse');
  const heading = t(BROWSE_HEADINGS[kind]);
  const browse = useBrowseState(kind);
  const list = useBrowseList(kind, browse.media, browse.tab, browse.shown.shown);
  const tabs = BROWSE_TABS.map((tab) => ({ key: tab.key, label: t(tab.label) }));
  const mediaOptions = BROWSE_MEDIA_OPTIONS.map((option) => ({
    value: option.value,
    label: t(option.label),
  }));
  const activeLabel = tabs.find((tab) => tab.key === browse.tab)?.label ?? '';

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{t('browseDocumentTitle', { heading })}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <SelectField
          label={t('mediaType')}
          value={browse.media}
          options={mediaOptions}
          onChange={browse.changeMedia}
        />
      </div>
      <TabBar
        label={t('tabsLabel', { heading })}
        tabs={tabs}
        selected={browse.tab}
        onSelect={browse.selectTab}
        idPrefix={TABS_ID}
        className="mt-6"
      />
      <TabPanel idPrefix={TABS_ID} tabKey={browse.tab} className="pt-6">
        {list.isLoading ? (
          <Spinner label={t('loadingTab', { tab: activeLabel })} className="min-h-64 items-center" />
        ) : list.isEmpty ? (
          <p className="py-16 text-center text-muted">{t('nothingYet')}</p>
        ) : (
          <BrowseGrid items={list.shown} media={browse.media} />
        )}
        {!list.isLoading && list.canLoadMore && (
          <LoadMoreButton onClick={browse.shown.more} busy={list.isLoadingMore} />
        )}
      </TabPanel>
    </section>
  );
}

interface BrowseGridProps {
  items: readonly CatalogueItem[];
  media: MediaPath;
}

/** Roughly the first row on a wide screen: loaded at once, the rest as they scroll near. */
const EAGER_ITEMS = 6;

/**
 * The poster grid, 2 columns on phones up to 6 on wide screens; each card opens the title's page (at its top:
 * the layout scrolls every newly visited page up).
 */
function BrowseGrid({ items, media }: BrowseGridProps) {
  const type = MEDIA_TYPE_BY_PATH[media];
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
      {items.map((item, index) => {
        const title = titleOf(item);
        return (
          <li key={item.id}>
            <PosterCard
              href={titleHref(type, item.id, title)}
              title={title}
              imagePath={item.poster_path || item.backdrop_path}
              eager={index < EAGER_ITEMS}
            />
          </li>
        );
      })}
    </ul>
  );
}
