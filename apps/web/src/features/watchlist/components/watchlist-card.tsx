import type { WatchlistItem } from '@kinora/domain';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { PosterCard } from '@/components/poster-card';
import { ARROW_CARD } from '@/lib/arrow-navigation';
import { useT } from '@/lib/i18n';
import { useRemoveFromWatchlist } from '../api/watchlist-api';
import { watchlistHref, watchlistTarget, watchlistTitle } from '../utils/watchlist-links';

const isEpisode = (item: WatchlistItem): item is WatchlistItem & { season: number; episode: number } =>
  item.season !== undefined && item.episode !== undefined;

/** One entry: the card opens it; the corner button (a sibling, never nested in the link) removes it. */
export function WatchlistCard({ item, eager }: { item: WatchlistItem; eager: boolean }) {
  const t = useT('watchlist');
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
          meta={item.type === 'movie' ? t('kindMovie') : t('kindShow')}
          eager={eager}
        />
      )}
      <button
        type="button"
        aria-label={t('removeEntry', { title })}
        title={t('removeEntry', { title })}
        disabled={remove.isPending}
        onClick={() => remove.mutate(watchlistTarget(item))}
        className="absolute end-2 top-2 grid size-9 place-items-center rounded-full border border-line bg-ink/85 text-base text-text hover:border-danger hover:text-danger disabled:opacity-60"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}

type Episode = WatchlistItem & { season: number; episode: number };

/**
 * An episode entry, drawn in the same poster-shaped frame as the other cards so the grid stays even: the
 * episode's still is 16:9, so it sits at the top of the frame, above the season and episode numbers, instead
 * of being cropped into a poster.
 */
function EpisodeCardLink({ item, eager }: { item: Episode; eager: boolean }) {
  const t = useT('watchlist');
  const numbers = { title: item.title, season: item.season, episode: item.episode };
  const episodeName = item.name && item.name !== item.title ? item.name : null;
  return (
    <Link
      {...ARROW_CARD}
      to={watchlistHref(item)}
      className="group block rounded-lg focus-visible:outline-offset-4"
      title={t('episodeTitle', numbers)}
    >
      <div className="flex aspect-[2/3] flex-col overflow-hidden rounded-lg border border-line bg-surface">
        {/* The episode's still is 16:9 and fills the box; without one the show's poster stands in, shown whole so
            its drawn title is never cut in half. */}
        <CatalogueImage
          path={item.image}
          alt={t('episodeAlt', numbers)}
          eager={eager}
          fit="contain"
          className="aspect-video w-full"
        />
        <div className="flex flex-1 flex-col items-center justify-center gap-1 p-3 text-center">
          <p className="text-xs font-semibold tracking-wider text-muted uppercase">
            {t('seasonNumber', numbers)}
          </p>
          <p className="text-3xl font-bold text-accent">{t('episodeShort', numbers)}</p>
          {episodeName && <p className="line-clamp-2 text-sm text-text">{episodeName}</p>}
        </div>
      </div>
      <p className="mt-2 truncate text-sm font-medium text-text group-hover:text-accent">{item.title}</p>
      <p className="truncate text-xs text-muted">
        {item.totalEpisodes
          ? t('episodeOfTotal', { ...numbers, total: item.totalEpisodes })
          : t('episodeNumber', numbers)}
      </p>
    </Link>
  );
}
