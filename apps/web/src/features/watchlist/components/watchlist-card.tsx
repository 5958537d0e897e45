import type { WatchlistItem } from '@kinora/domain';
import { PosterCard } from '@/components/poster-card';
import { useRemoveFromWatchlist } from '../api/watchlist-api';
import { watchlistHref, watchlistTarget, watchlistTitle } from '../watchlist-links';
import { EpisodeCardLink } from './episode-card-link';

const isEpisode = (item: WatchlistItem): item is WatchlistItem & { season: number; episode: number } =>
  item.season !== undefined && item.episode !== undefined;

/** One entry: the card opens it; the corner button (a sibling, never nested in the link) removes it. */
export function WatchlistCard({ item, eager }: { item: WatchlistItem; eager: boolean }) {
  const remove = useRemoveFromWatchlist();
  const title = watchlistTitle(item);
  return (
    <div className="relative">
      {isEpisode(item) ? (
        <EpisodeCardLink item={item} eager={eager} />
      ) : (
        <PosterCard
          href={watchlistHref(item)}
          title={title}
          imagePath={item.image}
          meta={item.type === 'movie' ? 'Movie' : 'TV Show'}
          eager={eager}
        />
      )}
      <button
        type="button"
        aria-label={`Remove ${title}`}
        title={`Remove ${title}`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(watchlistTarget(item))}
        className="absolute top-2 right-2 grid size-9 place-items-center rounded-full border border-line bg-ink/85 text-base text-text hover:border-danger hover:text-danger disabled:opacity-60"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
