import { hasTitleImage, type MediaType, titleOf } from '@kinora/domain';
import { useDeferredValue, useMemo, useRef } from 'react';
import { Carousel } from '@/components/carousel';
import { PosterCard } from '@/components/poster-card';

import { titleHref } from '@/lib/links';
import { useCategory } from '../api/use-category';
import type { CategoryRowDefinition } from '../categories';
import { useNearViewport } from '../hooks/use-near-viewport';
import { titleMeta } from '../title-meta';
import { EmptyRow, RowLoadingStatus, RowSkeletons } from './row-states';

/** About what a wide screen shows of the first row: those posters load at once, they are often the largest paint. */
const EAGER_POSTERS = 6;

interface CategoryRowProps extends CategoryRowDefinition {
  media: MediaType;
  /** The first row shows under the hero on every screen: it loads with the hero instead of waiting to be seen. */
  isAboveFold?: boolean;
}

/** One category of the chosen catalogue as a carousel of poster cards linking to each title's page. */
export function CategoryRow({ media, category, heading, isAboveFold = false }: CategoryRowProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  const query = useCategory(media, category, isAboveFold || isNear);
  const loaded = useMemo(() => query.data?.filter(hasTitleImage), [query.data]);
  // The cards a screen shows at once render right away; the rest of the twenty follow in the background, in
  // slices, so they never hold up a tap or the first paint.
  const firstScreen = useMemo(() => loaded?.slice(0, EAGER_POSTERS), [loaded]);
  const items = useDeferredValue(loaded, firstScreen);

  if (query.isError || loaded?.length === 0) {
    return <EmptyRow title={heading} message="Nothing to show here right now." />;
  }
  return (
    <div ref={ref}>
      <RowLoadingStatus label={heading} isLoading={!items} />
      <Carousel title={heading}>
        {items ? (
          items.map((item, index) => (
            <PosterCard
              key={item.id}
              href={titleHref(media, item.id, titleOf(item))}
              title={titleOf(item)}
              imagePath={item.poster_path ?? item.backdrop_path}
              meta={titleMeta(item)}
              eager={isAboveFold && index < EAGER_POSTERS}
            />
          ))
        ) : (
          <RowSkeletons />
        )}
      </Carousel>
    </div>
  );
}
