import { type CatalogueItem, MEDIA_TYPE_BY_PATH, type MediaPath } from '@kinora/domain';
import { PosterCard } from '@/components/poster-card';
import { titleOf } from '@/lib/format';
import { titleHref } from '@/lib/links';

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
export function BrowseGrid({ items, media }: BrowseGridProps) {
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
