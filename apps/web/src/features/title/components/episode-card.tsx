import type { Episode } from '@kinora/domain';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { WatchLaterButton } from '@/components/watch-later-button';
import { formatDate, formatRating } from '@/lib/format';
import { watchHref } from '@/lib/links';
import { isUpcoming } from '../utils/release';

interface EpisodeCardProps {
  show: { id: number; name: string };
  episode: Episode;
  /** The season's episode count: the player's Next stops there. */
  seasonEpisodeCount: number;
  onPlay: () => void;
}

export function EpisodeCard({ show, episode, seasonEpisodeCount, onPlay }: EpisodeCardProps) {
  const label = `Episode ${episode.episode_number}: ${episode.name}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:gap-4">
      <div className="relative shrink-0 sm:w-56">
        <CatalogueImage
          path={episode.still_path}
          alt={`${label} still`}
          className="aspect-video w-full rounded-lg"
        />
      </div>
      <div className="min-w-0 flex-1">
        <h4 className="font-semibold">
          <span className="text-accent">E{episode.episode_number}</span> {episode.name}
        </h4>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
          <span>{formatDate(episode.air_date)}</span>
          {episode.runtime ? <span>{episode.runtime} min</span> : null}
          <span>
            <span aria-hidden="true">★ </span>
            <span className="sr-only">Rating </span>
            {formatRating(episode.vote_average)}
          </span>
          {isUpcoming(episode.air_date) && <span className="font-semibold text-accent">Upcoming</span>}
        </p>
        {episode.overview && (
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-text/85">{episode.overview}</p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to={watchHref({
              id: show.id,
              name: show.name,
              season: episode.season_number,
              episode: episode.episode_number,
              tepisodes: seasonEpisodeCount,
            })}
            onClick={onPlay}
            aria-label={`Play ${label}`}
            className="btn-primary min-h-10 px-4"
          >
            <span aria-hidden="true">▶</span>
            Play
          </Link>
          <WatchLaterButton
            target={{
              type: 'tv',
              id: show.id,
              season: episode.season_number,
              episode: episode.episode_number,
            }}
            ariaLabel={`WatchLater ${label}`}
            className="btn-ghost min-h-10 px-4"
          />
        </div>
      </div>
    </li>
  );
}
