import { useEffect } from 'react';
import { Skeleton } from '@/components/skeleton';
import { useSeasonEpisodes } from '../api/use-season-episodes';
import { EpisodeCard } from './episode-card';

interface SeasonEpisodesProps {
  show: { id: number; name: string };
  season: number;
  onShown: (season: number) => void;
  onFailed: (season: number) => void;
  onPlay: (season: number) => void;
}

const EPISODE_SKELETONS = 3;

/** The episodes of an open season, fetched when it opens. */
export function SeasonEpisodes({ show, season, onShown, onFailed, onPlay }: SeasonEpisodesProps) {
  const episodes = useSeasonEpisodes(show.id, season, true);
  const hasEpisodes = episodes.data !== undefined;

  useEffect(() => {
    if (hasEpisodes) onShown(season);
  }, [hasEpisodes, onShown, season]);
  useEffect(() => {
    if (episodes.isError) onFailed(season);
  }, [episodes.isError, onFailed, season]);

  if (episodes.isPending) {
    return (
      <ul role="status" aria-label="Loading episodes" className="space-y-3">
        {Array.from({ length: EPISODE_SKELETONS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
          <li key={i} className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:flex-row">
            <Skeleton className="aspect-video w-full sm:w-56" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-12 w-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (episodes.isError) {
    return (
      <div className="rounded-xl border border-line p-4 text-sm text-muted">
        The episodes could not be loaded.{' '}
        <button type="button" className="link" onClick={() => void episodes.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const list = episodes.data.episodes;
  if (list.length === 0) return <p className="text-sm text-muted">No episodes listed for this season yet.</p>;
  return (
    <ul className="space-y-3">
      {list.map((episode) => (
        <EpisodeCard
          key={episode.id}
          show={show}
          episode={episode}
          seasonEpisodeCount={list.length}
          onPlay={() => onPlay(season)}
        />
      ))}
    </ul>
  );
}
