import { type CatalogueItem, MEDIA_TYPES, type MediaType, titleOf } from '@kinora/domain';
import { Carousel } from '@/components/carousel';
import { PosterCard } from '@/components/poster-card';
import { useT } from '@/lib/i18n';
import { titleHref } from '@/lib/links';
import { usePicks } from '../api/home-queries';
import { titleMeta } from './home-rows';

const mediaOf = (item: CatalogueItem): MediaType =>
  MEDIA_TYPES.includes(item.media_type as MediaType) ? (item.media_type as MediaType) : 'movie';

function PicksRow({ title, items }: { title: string; items: readonly CatalogueItem[] }) {
  if (items.length === 0) return null;
  return (
    <Carousel title={title}>
      {items.map((item) => (
        <PosterCard
          key={`${mediaOf(item)}:${item.id}`}
          href={titleHref(mediaOf(item), item.id, titleOf(item))}
          title={titleOf(item)}
          imagePath={item.poster_path ?? item.backdrop_path}
          meta={titleMeta(item)}
        />
      ))}
    </Carousel>
  );
}

/**
 * 'Because you loved {title}' / 'Because you watched {title}' and 'More like your list' (docs/product/browse.md):
 * picks from the viewer's own ratings, history and watch-later list. Nothing shows for a new account, or while they load, or if they fail (logged).
 */
export function PicksRows() {
  const t = useT('home');
  const { data } = usePicks();
  if (!data) return null;
  const because = data.becauseYouWatched;
  return (
    <>
      {because && (
        <PicksRow
          title={t(because.reason === 'loved' ? 'becauseYouLoved' : 'becauseYouWatched', {
            title: because.title,
          })}
          items={because.items}
        />
      )}
      <PicksRow title={t('moreLikeYourList')} items={data.moreLikeYourList} />
    </>
  );
}
